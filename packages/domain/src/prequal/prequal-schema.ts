import { z } from 'zod';
import type { CreditBand } from '../catalogue/catalogue';
import type { ExitStrategy } from '../loan/loan-options';
import type { PropertyType } from '../property/property-type';
import { derivePropertyNoi } from './noi';
import { asRecord, readBoolean, readEpoch, readMoney, readNumber, readText } from './prequal-parse';
import { clearInapplicableFields, normalizePropertyType } from './property-fields';
import { isPastYearPurchase, phoneDigitsOf, prequalIssues } from './prequal-rules';

// 002 §3 pre-qualification submission (POST /application/short). Input is lenient (form text or
// numbers); prequalIssues gives every rule's message; the output is clean and normalised.

export type PrequalAddress = {
  street: string;
  city: string;
  state: string;
  zipcode: string;
  country: 'US';
  coordinates: { lat: number; lng: number };
};

export type PrequalProperty = {
  address: PrequalAddress;
  propertyType: PropertyType;
  propertyRequires?: boolean;
  rehabStarted?: boolean;
  isOccupied?: boolean;
  bedrooms?: number;
  bathrooms?: number;
  numberOfUnits?: number;
  numberOfCommercialUnits?: number;
  totalSquareFootage?: number;
  currentGrossIncomeResidential?: number;
  currentGrossIncomeCommercial?: number;
  expectedGrossIncomeResidential?: number;
  expectedGrossIncomeCommercial?: number;
  currentOperatingExpenses?: number;
  expectedOperatingExpenses?: number;
  currentNoi: number | null;
  expectedNoi: number | null;
  rehabBudgetHard?: number;
  rehabBudgetSoft?: number;
};

export type PrequalSubmission = {
  isBroker: boolean;
  borrowerName: { firstName: string; lastName: string };
  borrowerEmail: string | null;
  borrowerPhone: { area: string; phone: string };
  brokerName: { firstName: string; lastName: string } | null;
  brokerEmail: string | null;
  estimatedClosingDate: number;
  purchaseDate: number | null;
  durationMonths: number;
  amount: number;
  purchasePrice: number | null;
  estimatedAsIsValue: number | null;
  estimatedSellout: number | null;
  completedProjectsIn3Years: number | null;
  currentLoanBalance: number | null;
  costSpentToDate: number | null;
  purposeOfLoan: 'Purchase' | 'Refinance';
  exitStrategy: ExitStrategy | null;
  borrowerCreditScore: CreditBand | null;
  isFlip: boolean;
  isBlanketLoan: boolean;
  properties: PrequalProperty[];
};

const orNull = (value: number | undefined): number | null => (value === undefined ? null : value);

const PROPERTY_NUMBER_FIELDS = [
  'bedrooms',
  'bathrooms',
  'numberOfUnits',
  'numberOfCommercialUnits',
  'totalSquareFootage',
] as const;
const PROPERTY_MONEY_FIELDS = [
  'currentGrossIncomeResidential',
  'currentGrossIncomeCommercial',
  'expectedGrossIncomeResidential',
  'expectedGrossIncomeCommercial',
  'currentOperatingExpenses',
  'expectedOperatingExpenses',
  'rehabBudgetHard',
  'rehabBudgetSoft',
] as const;

const normalizeProperty = (raw: unknown): PrequalProperty => {
  const p = asRecord(raw);
  const address = asRecord(p.address);
  const coordinates = asRecord(address.coordinates);
  const out: Record<string, unknown> = {
    address: {
      street: String(address.street ?? '').trim(),
      city: String(address.city ?? '').trim(),
      state: String(address.state ?? '').trim(),
      zipcode: String(address.zipcode ?? '').trim(),
      country: 'US',
      coordinates: { lat: Number(coordinates.lat), lng: Number(coordinates.lng) },
    },
    propertyType: normalizePropertyType(p.propertyType),
  };
  for (const key of ['propertyRequires', 'rehabStarted', 'isOccupied'] as const) {
    const flag = readBoolean(p[key]);
    if (flag !== undefined) out[key] = flag;
  }
  for (const key of PROPERTY_NUMBER_FIELDS)
    if (readNumber(p[key]) !== undefined) out[key] = readNumber(p[key]);
  for (const key of PROPERTY_MONEY_FIELDS) if (readMoney(p[key]) !== undefined) out[key] = readMoney(p[key]);
  // Rehab budgets only apply to a property that requires construction or rehab.
  if (out.propertyRequires !== true) {
    delete out.rehabBudgetHard;
    delete out.rehabBudgetSoft;
  }
  const cleared = clearInapplicableFields(out) as Omit<PrequalProperty, 'currentNoi' | 'expectedNoi'>;
  return { ...cleared, ...derivePropertyNoi(cleared) };
};

/** The clean submission; call only on input without issues. */
export const normalizePrequal = (input: unknown, now: Date = new Date()): PrequalSubmission => {
  const v = asRecord(input);
  const isBroker = readBoolean(v.isBroker) === true;
  const name = (value: unknown) => {
    const record = asRecord(value);
    return {
      firstName: String(record.firstName ?? '').trim(),
      lastName: String(record.lastName ?? '').trim(),
    };
  };
  const phone = phoneDigitsOf(v.borrowerPhone);
  const purpose = v.purposeOfLoan === 'Refinance' ? 'Refinance' : 'Purchase';
  const purchaseDate = purpose === 'Refinance' ? orNull(readEpoch(v.purchaseDate)) : null;
  // 002 §5: purchase price is cleared when the purchase is more than 365 days old.
  const purchasePrice =
    purpose === 'Refinance' && isPastYearPurchase(purchaseDate, now)
      ? null
      : orNull(readMoney(v.purchasePrice));
  return {
    isBroker,
    borrowerName: name(v.borrowerName),
    borrowerEmail: readText(v.borrowerEmail)?.toLowerCase() ?? null,
    borrowerPhone: { area: phone.slice(0, 3), phone: phone.slice(3) },
    brokerName: isBroker ? name(v.brokerName) : null,
    brokerEmail: isBroker ? (readText(v.brokerEmail)?.toLowerCase() ?? null) : null,
    estimatedClosingDate: readEpoch(v.estimatedClosingDate) as number,
    purchaseDate,
    durationMonths: readNumber(v.durationMonths) as number,
    amount: readMoney(v.amount) as number,
    purchasePrice,
    estimatedAsIsValue: orNull(readMoney(v.estimatedAsIsValue)),
    estimatedSellout: orNull(readMoney(v.estimatedSellout)),
    completedProjectsIn3Years: orNull(readNumber(v.completedProjectsIn3Years)),
    currentLoanBalance: purpose === 'Refinance' ? orNull(readMoney(v.currentLoanBalance)) : null,
    costSpentToDate: orNull(readMoney(v.costSpentToDate)),
    purposeOfLoan: purpose,
    exitStrategy: v.exitStrategy === 'Sale' || v.exitStrategy === 'Refinance' ? v.exitStrategy : null,
    borrowerCreditScore: (readText(v.borrowerCreditScore) as CreditBand | undefined) ?? null,
    isFlip: readBoolean(v.isFlip) === true,
    isBlanketLoan: readBoolean(v.isBlanketLoan) === true,
    properties: (Array.isArray(v.properties) ? v.properties : []).map(normalizeProperty),
  };
};

const field = (description: string) => z.unknown().optional().describe(description);

/** Builds the schema with a clock (tests fix `now`); `prequalSchema` uses the real time. */
export const makePrequalSchema = (now: () => Date = () => new Date()) =>
  z
    .object({
      isBroker: field('boolean: broker mode'),
      borrowerName: field('{ firstName, lastName }'),
      borrowerEmail: field('email'),
      borrowerPhone: field('{ area, phone } or 10 digits'),
      brokerName: field('{ firstName, lastName } (broker mode)'),
      brokerEmail: field('email (broker mode)'),
      estimatedClosingDate: field('epoch seconds'),
      purchaseDate: field('epoch seconds (Refinance)'),
      durationMonths: field('1 to 24'),
      amount: field('dollars, at most 15,000,000'),
      purchasePrice: field('dollars, at most 15,000,000'),
      estimatedAsIsValue: field('dollars'),
      estimatedSellout: field('dollars'),
      completedProjectsIn3Years: field('count'),
      currentLoanBalance: field('dollars (Refinance)'),
      costSpentToDate: field('dollars'),
      purposeOfLoan: field('Purchase | Refinance'),
      exitStrategy: field('Sale | Refinance'),
      borrowerCreditScore: field('Below 650 | 651-700 | 701-750 | 751+'),
      isFlip: field('boolean'),
      isBlanketLoan: field('boolean'),
      properties: z.array(z.unknown()).max(50).describe('properties, one page each'),
    })
    .superRefine((values, ctx) => {
      for (const issue of prequalIssues(values, now()))
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    })
    .transform((values): PrequalSubmission => normalizePrequal(values, now()));

export const prequalSchema = makePrequalSchema();

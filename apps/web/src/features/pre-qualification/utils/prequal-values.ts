import { isPastYearPurchase, isPrequalFieldApplicable } from '@lending/domain';
import type { AddressValue } from '../components/address-fields';

// What the pre-qualification form holds (002 §3 names). Money is kept as a plain number (shown
// with commas), counts as number or '', dates as epoch seconds; the domain's prequalSchema
// reads these leniently and turns them into the wire object.
type Count = number | '';
type Money = number | null;

export type PropertyValues = {
  address: AddressValue;
  propertyType: string;
  propertyRequires: boolean | null;
  rehabStarted: boolean | null;
  isOccupied: boolean | null;
  bedrooms: Count;
  bathrooms: Count;
  numberOfUnits: Count;
  numberOfCommercialUnits: Count;
  totalSquareFootage: Count;
  currentGrossIncomeResidential: Money;
  currentGrossIncomeCommercial: Money;
  expectedGrossIncomeResidential: Money;
  expectedGrossIncomeCommercial: Money;
  currentOperatingExpenses: Money;
  expectedOperatingExpenses: Money;
  rehabBudgetHard: Money;
  rehabBudgetSoft: Money;
};

export type PrequalValues = {
  isBroker: boolean;
  borrowerName: { firstName: string; lastName: string };
  borrowerEmail: string;
  /** Ten digits as typed; the schema splits them into { area, phone }. */
  borrowerPhone: string;
  brokerName: { firstName: string; lastName: string };
  brokerEmail: string;
  estimatedClosingDate: number | null;
  purchaseDate: number | null;
  durationMonths: Count;
  amount: Money;
  purchasePrice: Money;
  estimatedAsIsValue: Money;
  estimatedSellout: Money;
  completedProjectsIn3Years: Count;
  currentLoanBalance: Money;
  costSpentToDate: Money;
  purposeOfLoan: 'Purchase' | 'Refinance' | '';
  exitStrategy: string | null;
  borrowerCreditScore: string | null;
  isFlip: boolean;
  isBlanketLoan: boolean;
  properties: PropertyValues[];
};

export const emptyProperty = (): PropertyValues => ({
  address: { street: '', city: '', state: '', zipcode: '', country: 'US', coordinates: null },
  propertyType: '',
  propertyRequires: null,
  rehabStarted: null,
  isOccupied: null,
  bedrooms: '',
  bathrooms: '',
  numberOfUnits: '',
  numberOfCommercialUnits: '',
  totalSquareFootage: '',
  currentGrossIncomeResidential: null,
  currentGrossIncomeCommercial: null,
  expectedGrossIncomeResidential: null,
  expectedGrossIncomeCommercial: null,
  currentOperatingExpenses: null,
  expectedOperatingExpenses: null,
  rehabBudgetHard: null,
  rehabBudgetSoft: null,
});

export const initialPrequalValues = (): PrequalValues => ({
  isBroker: false,
  borrowerName: { firstName: '', lastName: '' },
  borrowerEmail: '',
  borrowerPhone: '',
  brokerName: { firstName: '', lastName: '' },
  brokerEmail: '',
  estimatedClosingDate: null,
  purchaseDate: null,
  durationMonths: '',
  amount: null,
  purchasePrice: null,
  estimatedAsIsValue: null,
  estimatedSellout: null,
  completedProjectsIn3Years: '',
  currentLoanBalance: null,
  costSpentToDate: null,
  purposeOfLoan: 'Purchase',
  exitStrategy: null,
  borrowerCreditScore: null,
  isFlip: false,
  isBlanketLoan: false,
  properties: [emptyProperty()],
});

/** 002 §2.1: a property type change clears the fields that no longer apply. */
export const withPropertyType = (property: PropertyValues, propertyType: string): PropertyValues => {
  const blank = emptyProperty();
  const next = { ...property, propertyType };
  for (const key of Object.keys(blank) as (keyof PropertyValues)[]) {
    if (!isPrequalFieldApplicable(propertyType, key)) (next as Record<string, unknown>)[key] = blank[key];
  }
  return next;
};

/** 002 §5: with a purchase more than 365 days ago, the purchase price is not asked (and cleared). */
export const isPurchasePriceAsked = (
  values: Pick<PrequalValues, 'purposeOfLoan' | 'purchaseDate'>,
): boolean => values.purposeOfLoan !== 'Refinance' || !isPastYearPurchase(values.purchaseDate);

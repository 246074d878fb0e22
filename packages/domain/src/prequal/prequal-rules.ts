import {
  AMOUNT_LIMIT,
  DAY_MS,
  MIN_DATE_YEAR,
  PAST_YEAR_DAYS,
  PHONE_DIGITS,
  PREQUAL_DURATION_MAX,
  PREQUAL_DURATION_MIN,
} from '../constants/constants';
import { messages } from '../messages/messages';
import { normalizePropertyType } from './property-fields';
import {
  asRecord,
  isBlank,
  isValidEmail,
  NAME_PATTERN,
  readBoolean,
  readEpoch,
  readMoney,
  readNumber,
  type Issue,
} from './prequal-parse';

// 002 §5 pre-qualification rules, each with its message. Returns every issue at once so the form
// can show them all; the schema (prequal-schema.ts) and the server use the same function.

/** 002 §5: a purchase more than 365 days before `now` counts as 'past year'. */
export const isPastYearPurchase = (
  purchaseEpoch: number | null | undefined,
  now: Date = new Date(),
): boolean =>
  typeof purchaseEpoch === 'number' &&
  Number.isFinite(purchaseEpoch) &&
  now.getTime() - purchaseEpoch * 1000 > PAST_YEAR_DAYS * DAY_MS;

export const phoneDigitsOf = (phone: unknown): string => {
  if (typeof phone === 'string' || typeof phone === 'number') return String(phone).replace(/\D/g, '');
  const record = asRecord(phone);
  return `${record.area ?? ''}${record.phone ?? ''}`.replace(/\D/g, '');
};

const checkName = (issues: Issue[], value: unknown, path: Issue['path']) => {
  const name = asRecord(value);
  for (const key of ['firstName', 'lastName'] as const) {
    const text = name[key];
    if (isBlank(text)) issues.push({ path: [...path, key], message: messages.required });
    else if (typeof text !== 'string' || !NAME_PATTERN.test(text.trim()) || text.length > 100)
      issues.push({ path: [...path, key], message: messages.validName });
  }
};

const checkMoney = (
  issues: Issue[],
  value: unknown,
  path: Issue['path'],
  required: boolean,
  limit = AMOUNT_LIMIT,
) => {
  const amount = readMoney(value);
  if (amount === undefined) {
    if (required) issues.push({ path, message: messages.required });
  } else if (Number.isNaN(amount) || amount < 0) issues.push({ path, message: messages.invalidValue });
  else if (amount > limit) issues.push({ path, message: messages.amountLimit });
};

const checkDate = (issues: Issue[], value: unknown, path: Issue['path'], required: boolean) => {
  const epoch = readEpoch(value);
  if (epoch === undefined) {
    if (required) issues.push({ path, message: messages.required });
  } else if (Number.isNaN(epoch) || new Date(epoch * 1000).getUTCFullYear() < MIN_DATE_YEAR)
    issues.push({ path, message: messages.invalidDateField });
};

const checkCount = (issues: Issue[], value: unknown, path: Issue['path']) => {
  const count = readNumber(value);
  if (count !== undefined && (Number.isNaN(count) || count < 0 || count > 1_000_000))
    issues.push({ path, message: messages.invalidValue });
};

/** 002 §5: street number and route, city, state, zipcode, country US and coordinates. */
export const isValidPrequalAddress = (value: unknown): boolean => {
  const address = asRecord(value);
  const coordinates = asRecord(address.coordinates);
  const text = (key: string) => (typeof address[key] === 'string' ? (address[key] as string).trim() : '');
  return (
    /^\d+[A-Za-z]?(-\d+)?\s+\S+/.test(text('street')) &&
    text('city') !== '' &&
    text('state') !== '' &&
    /^\d{5}(-\d{4})?$/.test(text('zipcode')) &&
    text('country').toUpperCase() === 'US' &&
    typeof coordinates.lat === 'number' &&
    typeof coordinates.lng === 'number' &&
    Math.abs(coordinates.lat) <= 90 &&
    Math.abs(coordinates.lng) <= 180
  );
};

const PROPERTY_MONEY_FIELDS = [
  'currentGrossIncomeResidential',
  'currentGrossIncomeCommercial',
  'expectedGrossIncomeResidential',
  'expectedGrossIncomeCommercial',
  'currentOperatingExpenses',
  'expectedOperatingExpenses',
  'rehabBudgetSoft',
] as const;
const PROPERTY_COUNT_FIELDS = [
  'bedrooms',
  'bathrooms',
  'numberOfUnits',
  'numberOfCommercialUnits',
  'totalSquareFootage',
] as const;

export const prequalPropertyIssues = (value: unknown, index: number): Issue[] => {
  const issues: Issue[] = [];
  const property = asRecord(value);
  const path = ['properties', index];
  if (!isValidPrequalAddress(property.address))
    issues.push({ path: [...path, 'address'], message: messages.validAddress });
  if (isBlank(property.propertyType))
    issues.push({ path: [...path, 'propertyType'], message: messages.required });
  else if (!normalizePropertyType(property.propertyType))
    issues.push({ path: [...path, 'propertyType'], message: messages.invalidValue });
  for (const field of PROPERTY_MONEY_FIELDS)
    checkMoney(issues, property[field], [...path, field], false, Number.MAX_SAFE_INTEGER);
  for (const field of PROPERTY_COUNT_FIELDS) checkCount(issues, property[field], [...path, field]);
  // rehabBudgetHard is required (002 §5) where it applies: a property that requires construction or rehab.
  checkMoney(
    issues,
    property.rehabBudgetHard,
    [...path, 'rehabBudgetHard'],
    readBoolean(property.propertyRequires) === true,
    Number.MAX_SAFE_INTEGER,
  );
  return issues;
};

/** Borrower-page issues (everything except the properties). */
export const prequalBorrowerIssues = (input: unknown, now: Date = new Date()): Issue[] => {
  const issues: Issue[] = [];
  const values = asRecord(input);
  const isBroker = readBoolean(values.isBroker) === true;

  checkName(issues, values.borrowerName, ['borrowerName']);
  const borrowerEmail = values.borrowerEmail;
  if (isBroker) {
    // Borrower email may be blank in broker mode.
    if (!isBlank(borrowerEmail) && !(typeof borrowerEmail === 'string' && isValidEmail(borrowerEmail)))
      issues.push({ path: ['borrowerEmail'], message: messages.validEmailOrBlank });
    checkName(issues, values.brokerName, ['brokerName']);
    if (!(typeof values.brokerEmail === 'string' && isValidEmail(values.brokerEmail)))
      issues.push({ path: ['brokerEmail'], message: messages.validEmail });
  } else if (!(typeof borrowerEmail === 'string' && isValidEmail(borrowerEmail))) {
    issues.push({ path: ['borrowerEmail'], message: messages.validEmail });
  }

  const phone = phoneDigitsOf(values.borrowerPhone);
  if (phone === '') issues.push({ path: ['borrowerPhone'], message: messages.required });
  else if (phone.length !== PHONE_DIGITS)
    issues.push({ path: ['borrowerPhone'], message: messages.validPhone });

  checkDate(issues, values.estimatedClosingDate, ['estimatedClosingDate'], true);

  const duration = readNumber(values.durationMonths);
  if (duration === undefined) issues.push({ path: ['durationMonths'], message: messages.required });
  else if (!Number.isInteger(duration) || duration < PREQUAL_DURATION_MIN || duration > PREQUAL_DURATION_MAX)
    issues.push({ path: ['durationMonths'], message: messages.between1And24 });

  checkMoney(issues, values.amount, ['amount'], true);

  const purpose = values.purposeOfLoan;
  if (isBlank(purpose)) issues.push({ path: ['purposeOfLoan'], message: messages.required });
  else if (purpose !== 'Purchase' && purpose !== 'Refinance')
    issues.push({ path: ['purposeOfLoan'], message: messages.invalidValue });

  if (purpose === 'Refinance') {
    checkDate(issues, values.purchaseDate, ['purchaseDate'], true);
    checkMoney(issues, values.currentLoanBalance, ['currentLoanBalance'], true, Number.MAX_SAFE_INTEGER);
    const pastYear = isPastYearPurchase(readEpoch(values.purchaseDate), now);
    if (!pastYear) checkMoney(issues, values.purchasePrice, ['purchasePrice'], true);
  } else {
    checkMoney(issues, values.purchasePrice, ['purchasePrice'], true);
  }

  if (!isBlank(values.exitStrategy) && values.exitStrategy !== 'Sale' && values.exitStrategy !== 'Refinance')
    issues.push({ path: ['exitStrategy'], message: messages.invalidValue });
  const bands = ['Below 650', '651-700', '701-750', '751+'];
  if (!isBlank(values.borrowerCreditScore) && !bands.includes(String(values.borrowerCreditScore)))
    issues.push({ path: ['borrowerCreditScore'], message: messages.invalidValue });
  for (const field of ['estimatedAsIsValue', 'estimatedSellout', 'costSpentToDate'] as const)
    checkMoney(issues, values[field], [field], false, Number.MAX_SAFE_INTEGER);
  checkCount(issues, values.completedProjectsIn3Years, ['completedProjectsIn3Years']);
  return issues;
};

/** Every issue of a pre-qualification submission. */
export const prequalIssues = (input: unknown, now: Date = new Date()): Issue[] => {
  const values = asRecord(input);
  const properties = Array.isArray(values.properties) ? values.properties : [];
  const issues = prequalBorrowerIssues(values, now);
  if (properties.length === 0) issues.push({ path: ['properties'], message: messages.required });
  properties.forEach((property, index) => issues.push(...prequalPropertyIssues(property, index)));
  return issues;
};

/** First message per field path ('borrowerName.firstName' -> message), for forms. */
export const issuesByPath = (issues: readonly Issue[]): Record<string, string> => {
  const result: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.join('.');
    if (!(key in result)) result[key] = issue.message;
  }
  return result;
};

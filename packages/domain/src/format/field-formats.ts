// One way to print a figure wherever it is shown (issue 23 item 6): screens, report PDFs, generated
// documents and the credit memo ask this catalogue what a field is (money, year, count, percent,
// date...) and print it with the one formatter of that type. Money carries its currency
// ("$1,234,567", "$1,234,567.89"); years never get separators ("1968").
import { messages } from '../messages/messages';
import { DATA_LOCATIONS } from '../scoring/data-locations';
import { dayOfText, formatStatedDate, formatUsDate } from './dates';
import { formatCents } from '../servicing/money';
import { formatMoney, formatNumber, numberFormat } from './numbers';

export const FIELD_FORMAT_TYPES = [
  'money',
  'year',
  'count',
  'percent',
  'fraction',
  'date',
  'number',
  'area',
  'rating',
  'text',
] as const;
export type FieldFormatType = (typeof FIELD_FORMAT_TYPES)[number];

const MONEY = [
  'amount',
  'amount_at_closing',
  'purchase_price',
  'construction_reserve',
  'estimated_value',
  'appraised_value',
  'value_low',
  'value_high',
  'last_sale_price',
  'annual_taxes',
  'total_monthly_debt',
  'median_rent',
  'mean_rent',
  'market_rent',
  'rent_per_unit',
  'monthly_rent',
  'percentile_25',
  'percentile_75',
  'median_household_income',
  'median_home_value',
  'net_worth',
  'liquidity',
  'liquid_assets',
  'total_liquidity',
  'real_estate_equity',
  'current_balance',
  'available_balance',
  'ending_balance',
  'total_deposits',
  'currentNoi',
  'expectedNoi',
  // Documents' data points (the extractor's keys).
  'beginning_balance',
  'closing_balance',
  'average_daily_balance',
  'total_withdrawals',
  'total_monthly_rent',
  'total_mortgage_balance',
  'total_market_value',
  'earnest_money',
  'policy_amount',
  'coverage_amount',
  'annual_premium',
  'net_operating_income',
  'sale_price_per_unit',
];
const YEARS = ['year_built', 'last_sale_year', 'year_renovated', 'year'];
const COUNTS = [
  'units',
  'number_of_units',
  'number_of_commercial_units',
  'open_tradelines',
  'late_payments_30d',
  'collections',
  'bankruptcies',
  'inquiries_6m',
  'address_history',
  'properties_owned',
  'foreclosures',
  'judgments_liens',
  'criminal_records',
  'business_affiliations',
  'samples',
  'accounts',
  'completed_projects',
  'similar_properties',
  'duration_months',
  'unit_count',
  'vacant_units',
  'property_count',
  'under_construction_units',
  'inventory_units',
  'net_absorption_units',
];
const PERCENTS = [
  'ltv',
  'ltc',
  'revolving_utilization',
  'rent_growth_yoy',
  'vacancy_rate',
  'owner_occupied',
  'population_growth',
  'appreciation_rate',
  'ownership_percentage',
  'occupancy_rate',
];
const AREAS = ['square_footage', 'building_sf', 'total_square_footage', 'lot_sf', 'gross_living_area'];
/** Identifiers made of digits: printed as written, never as a number with separators. */
const IDENTIFIERS = [
  'account_number_last4',
  'license_number',
  'passport_number',
  'policy_number',
  'commitment_number',
  'zipcode',
];
/** Dates a document states: a day as mm/dd/yyyy; other text (a range) as the document wrote it. */
const DATES = [
  'closing_date',
  'funded_epoch',
  'effective_date',
  'expiration_date',
  'statement_period_start',
  'statement_period_end',
  'date_of_birth',
  'contract_date',
  'issue_date',
];
const RATINGS = [
  'credit_score',
  'equifax_score',
  'experian_score',
  'transunion_score',
  'crime_index',
  'school_rating',
];

/** The field catalogue: report item keys, entity fields and policy fields by their format type. */
export const FIELD_FORMATS: Readonly<Record<string, FieldFormatType>> = Object.fromEntries([
  ...MONEY.map((key) => [key, 'money'] as const),
  ...YEARS.map((key) => [key, 'year'] as const),
  ...COUNTS.map((key) => [key, 'count'] as const),
  ...PERCENTS.map((key) => [key, 'percent'] as const),
  ...AREAS.map((key) => [key, 'area'] as const),
  ...RATINGS.map((key) => [key, 'rating'] as const),
  ...IDENTIFIERS.map((key) => [key, 'text'] as const),
  ...DATES.map((key) => [key, 'date'] as const),
  ['interest_rate', 'fraction'],
]);

/**
 * The format type of a field: the catalogue first (a dotted key reads its last part), then what
 * its label says ("Vacancy Rate (%)", "Last Sale Year", "Median Rent") for keys not catalogued.
 */
export const fieldFormat = (key: string, label?: string | null): FieldFormatType => {
  const known = FIELD_FORMATS[key] ?? FIELD_FORMATS[key.split('.').pop() ?? key];
  if (known) return known;
  const text = `${label ?? ''} ${key}`.toLowerCase();
  if (/\(%\)|percent|\brate\b|_rate\b|share/.test(text)) return 'percent';
  if (/\byear\b|_year\b/.test(text)) return 'year';
  if (/\bdate\b|_date\b|_epoch\b/.test(text)) return 'date';
  if (/price|value|rent|income|debt|tax|balance|amount|deposit|equity|cost|worth|liquid/.test(text))
    return 'money';
  if (/\bsq ?ft\b|square|\bsf\b/.test(text)) return 'area';
  if (/count|number of|\bunits\b|tradelines|listings|inquiries/.test(text)) return 'count';
  return 'number';
};

const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '' || typeof value === 'boolean') return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/[$,%\s]/g, ''));
  return Number.isFinite(n) ? n : null;
};

/** A year as written on a deed: "1968", never "1,968". */
export const formatYear = (value: unknown): string => {
  const n = toNumber(value);
  return n === null ? messages.notAvailable : String(Math.round(n));
};

/** A whole count with separators: 1234 -> "1,234". */
export const formatCount = (value: unknown): string => {
  const n = toNumber(value);
  return n === null ? messages.notAvailable : numberFormat(0, 0).format(Math.round(n));
};

/** A percentage already in percent units: 12.345 -> "12.35%". */
export const formatPercent = (value: unknown, maxDecimals = 2): string => {
  const n = toNumber(value);
  return n === null ? messages.notAvailable : `${formatNumber(n, maxDecimals)}%`;
};

/**
 * Money with its currency; whole dollars without cents, otherwise two decimals. `cents` always
 * prints two decimals (account balances: "$24,900.00").
 */
export const formatCurrency = (value: unknown, options: { cents?: boolean } = {}): string => {
  const n = toNumber(value);
  if (n === null) return messages.notAvailable;
  if (!options.cents && Number.isInteger(Math.round(n * 100) / 100))
    return formatMoney(Math.round(n * 100) / 100);
  const body = numberFormat(2, 2).format(Math.abs(n));
  return n < 0 ? `-$${body}` : `$${body}`;
};

/** Servicing's integer cents as money on a screen, a letter or a notification (150050n -> "$1,500.50"). */
export const formatCentsMoney = (cents: bigint): string =>
  formatCurrency(formatCents(cents), { cents: true });

/** A value printed as its type says; booleans read Yes/No and text stays as written. */
export const formatAs = (type: FieldFormatType, value: unknown): string => {
  if (value === null || value === undefined || value === '') return messages.notAvailable;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  // A day a document states ('2026-03-31', 'March 31, 2026') reads as every date on screen does.
  if (type === 'date' && typeof value === 'string' && dayOfText(value)) return formatStatedDate(value);
  // Text stays as sent: a ZIP code or an id made of digits is not a number to reformat.
  if (type === 'text' || (typeof value === 'string' && (type === 'number' || toNumber(value) === null)))
    return String(value);
  switch (type) {
    case 'money':
      return formatCurrency(value);
    case 'year':
      return formatYear(value);
    case 'count':
      return formatCount(value);
    case 'percent':
      return formatPercent(value);
    case 'fraction':
      return formatPercent((toNumber(value) ?? 0) * 100);
    case 'date':
      return formatUsDate(toNumber(value));
    case 'area':
      return `${formatNumber(value as number, 0)} sq ft`;
    case 'rating':
      return formatNumber(value as number, 1).replace(/,/g, '');
    default:
      return formatNumber(value as number);
  }
};

/** A field's value printed by its catalogued type ("Estimated Value" -> "$9,987,000"). */
export const formatFieldValue = (key: string, value: unknown, label?: string | null): string =>
  formatAs(fieldFormat(key, label), value);

/** The format of a scoring data location by its label ("Year built" -> year); plain number if unknown. */
export const locationFormat = (label: string): FieldFormatType => {
  const location = DATA_LOCATIONS.find((l) => l.label === label);
  return location ? fieldFormat(location.key_name) : 'number';
};

/**
 * A document's data point as both panels print it (the data points and the OCR panel): N/A when
 * empty, a list item by item, any other value by its field's format ("$35,600.10", "1968", "12").
 */
export const formatDataPointValue = (key: string, value: unknown): string => {
  if (value === null || value === undefined || value === '' || value === messages.notAvailable)
    return messages.notAvailable;
  if (Array.isArray(value)) return value.map((item) => formatDataPointValue(key, item)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return formatFieldValue(key, value);
};

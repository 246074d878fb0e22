// Plausibility before use (issue 23 item 5): every figure read from a report, a document or a
// form is checked against published-style bounds before policy analysis, insights or the score
// use it. An implausible value is never used: it becomes N/A with the reason a person can read.
// Bounds (each a generous envelope around the published figure, so that only wrong values fail):
// - FICO scores run 300..850 (FICO Score 8/9, myFICO).
// - Year built: the oldest US housing stock in assessor records predates 1800 only as landmarks;
//   new construction is recorded up to two years ahead (permits).
// - A dwelling unit needs at least ~150 sq ft of gross building area (the IRC R304 habitable room
//   minimum is 70 sq ft; efficiency units under IBC 1208.4 are 220 sq ft with 190 net allowed by
//   some cities): fewer square feet per unit means the units or the area are wrong.
// - Monthly rent per unit: HUD Fair Market Rents FY2024 run ~$600..$5,000 across metros; a $100
//   floor and a $20,000 ceiling leave room for rooms to rent and luxury houses.
// - Rent per sq ft per month: Manhattan's average asking rent is ~$6/sq ft; above $15 is not a rent.
// - A vendor's rent differing from the market median by more than 3x (or a figure 20x away from
//   the policy's own threshold) is a scale error (annual for monthly, building for unit).
// - Shares are 0..100 percent; LTV / LTC above 200% or at 0 say a wrong denominator.
import { formatAs, fieldFormat, type FieldFormatType } from '../format/field-formats';
import { formatNumber } from '../format/numbers';

export type PlausibilityRule = {
  min: number;
  max: number;
  integer?: boolean;
  /** 0 is a plausible answer of its own (land: no building, so 0 sq ft). */
  zero?: boolean;
};

const CURRENT_YEAR = (): number => new Date().getUTCFullYear();

/** Per-field bounds; a dotted key ("details.year_built") reads its last part. */
export const PLAUSIBILITY_RULES: Readonly<Record<string, PlausibilityRule>> = {
  year_built: { min: 1800, max: Number.NaN, integer: true },
  last_sale_year: { min: 1800, max: Number.NaN, integer: true },
  credit_score: { min: 300, max: 850, integer: true },
  equifax_score: { min: 300, max: 850, integer: true },
  experian_score: { min: 300, max: 850, integer: true },
  transunion_score: { min: 300, max: 850, integer: true },
  units: { min: 0, max: 5_000, integer: true },
  number_of_units: { min: 0, max: 5_000, integer: true },
  number_of_commercial_units: { min: 0, max: 5_000, integer: true },
  square_footage: { min: 100, max: 5_000_000, zero: true },
  building_sf: { min: 100, max: 5_000_000, zero: true },
  total_square_footage: { min: 100, max: 5_000_000, zero: true },
  market_rent: { min: 100, max: 20_000 },
  median_rent: { min: 100, max: 20_000 },
  mean_rent: { min: 100, max: 20_000 },
  rent_per_unit: { min: 100, max: 20_000 },
  monthly_rent: { min: 100, max: 20_000 },
  purchase_price: { min: 10_000, max: 2_000_000_000 },
  estimated_value: { min: 10_000, max: 2_000_000_000 },
  amount: { min: 1_000, max: 1_000_000_000 },
  amount_at_closing: { min: 0, max: 1_000_000_000 },
  construction_reserve: { min: 0, max: 1_000_000_000 },
  liquidity: { min: 0, max: 10_000_000_000 },
  liquid_assets: { min: 0, max: 10_000_000_000 },
  total_liquidity: { min: 0, max: 10_000_000_000 },
  // Net worth may be negative; beyond ±$100B no private borrower exists.
  net_worth: { min: -100_000_000_000, max: 100_000_000_000 },
  median_household_income: { min: 5_000, max: 500_000 },
  ltv: { min: 1, max: 200 },
  ltc: { min: 1, max: 200 },
  vacancy_rate: { min: 0, max: 100 },
  // Changes, not shares: they may fall.
  rent_growth_yoy: { min: -50, max: 100 },
  population_growth: { min: -50, max: 100 },
  appreciation_rate: { min: -90, max: 500 },
  // Income and equity may be negative.
  currentNoi: { min: -1_000_000_000, max: 10_000_000_000 },
  expectedNoi: { min: -1_000_000_000, max: 10_000_000_000 },
  real_estate_equity: { min: -100_000_000_000, max: 100_000_000_000 },
  owner_occupied: { min: 0, max: 100 },
  // Over the limit reads above 100%.
  revolving_utilization: { min: 0, max: 200 },
  ownership_percentage: { min: 0, max: 100 },
  crime_index: { min: 0, max: 100 },
  school_rating: { min: 0, max: 10 },
  interest_rate: { min: 0, max: 0.5 },
  duration_months: { min: 1, max: 600, integer: true },
  completed_projects: { min: 0, max: 5_000, integer: true },
  similar_properties: { min: 0, max: 5_000, integer: true },
  properties_owned: { min: 0, max: 5_000, integer: true },
  bankruptcies: { min: 0, max: 20, integer: true },
  foreclosures: { min: 0, max: 50, integer: true },
  judgments_liens: { min: 0, max: 200, integer: true },
};

/** A checked value: the number to use, or null with why it is not used. */
export type Checked = { value: number; implausible: null } | { value: null; implausible: string };

const accept = (value: number): Checked => ({ value, implausible: null });
export const flagged = (reason: string): Checked => ({ value: null, implausible: reason });

const NAMES: Record<string, string> = {
  building_sf: 'Building area',
  total_square_footage: 'Square footage',
  number_of_units: 'Units',
  ltv: 'LTV',
  ltc: 'LTC',
};
const label = (field: string): string => {
  const key = field.replace(/^.*\./, '');
  const words = NAMES[key] ?? key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const shown = (field: string, value: number): string => formatAs(fieldFormat(field), value);
const bound = (type: FieldFormatType, value: number): string => formatAs(type, value);

/**
 * One value against its field's bounds. Missing stays missing (value null, no reason); a value
 * that is not a number, or outside the bounds, is flagged. Fields without a rule: money must be
 * non-negative, percentages 0..100, years 1800..next year+1, counts whole and non-negative.
 */
type Resolved = { key: string; type: FieldFormatType; rule: PlausibilityRule | undefined };
/** Rules resolved once per field name (the score checks ~30 figures per loan, 100,000 loans). */
const resolved = new Map<string, Resolved>();
const resolve = (field: string): Resolved => {
  const cached = resolved.get(field);
  if (cached) return cached;
  const key = field.replace(/^.*\./, '');
  const type = fieldFormat(key);
  const rule: PlausibilityRule | undefined =
    PLAUSIBILITY_RULES[key] ??
    (type === 'year'
      ? { min: 1800, max: Number.NaN, integer: true }
      : type === 'percent'
        ? { min: 0, max: 100 }
        : type === 'count'
          ? { min: 0, max: 1_000_000, integer: true }
          : type === 'money'
            ? { min: 0, max: 100_000_000_000 }
            : undefined);
  const entry = { key, type, rule };
  if (resolved.size < 10_000) resolved.set(field, entry);
  return entry;
};

export const checkValue = (field: string, raw: unknown): Checked | null => {
  if (raw === null || raw === undefined || raw === '') return null;
  const value = typeof raw === 'number' ? raw : Number(String(raw).replace(/[$,\s]/g, ''));
  if (!Number.isFinite(value)) return flagged(`${label(field)} "${String(raw)}" is not a number`);
  const { key, type, rule } = resolve(field);
  if (!rule || (value === 0 && rule.zero)) return accept(value);
  // NaN max: a year's upper bound moves with the calendar (this year + 2).
  const max = Number.isNaN(rule.max) ? CURRENT_YEAR() + 2 : rule.max;
  if (rule.integer && !Number.isInteger(value))
    // Shown with its decimals (a count's formatter would round them away), a year without separators.
    return flagged(
      `${label(field)} ${type === 'year' ? String(value) : formatNumber(value, 4)} is not a whole number`,
    );
  if (value < rule.min || value > max)
    return flagged(
      `${label(field)} ${shown(key, value)} is outside the plausible range ${bound(type, rule.min)} to ${bound(type, max)}`,
    );
  return accept(value);
};

// Figures of one property checked together (issue 23 item 5): units against the building's square
// footage, rent per unit against the market median, the policy's own threshold and the area.
import { formatCount, formatCurrency } from '../format/field-formats';
import { formatNumber } from '../format/numbers';
import { checkValue, flagged, type Checked } from './rules';

/** Gross square feet a dwelling unit needs at the least (see rules.ts for the sources). */
export const MIN_SQFT_PER_UNIT = 150;
/** A rent more than this many times away from the market median is a scale error. */
export const MAX_MARKET_RATIO = 3;
/** A rent more than this many times away from the policy's own threshold is a scale error. */
export const MAX_POLICY_RATIO = 20;
/** Monthly rent per square foot above this is not a rent (Manhattan averages ~$6). */
export const MAX_RENT_PER_SQFT = 15;

export type PropertyFigures = {
  units?: unknown;
  square_footage?: unknown;
  /** Monthly rent per unit being checked. */
  rent_per_unit?: unknown;
  /** The market's median monthly rent per unit, when a rent survey gave one. */
  market_rent?: unknown;
  /** The policy's threshold for rent per unit, when the policy has one. */
  policy_rent?: number | null;
};

export type PropertyChecks = {
  units: Checked | null;
  square_footage: Checked | null;
  rent_per_unit: Checked | null;
};

const ratio = (a: number, b: number): number => Math.max(a / b, b / a);
const times = (n: number): string => `${formatNumber(n, 1)}x`;

export const checkPropertyFigures = (figures: PropertyFigures): PropertyChecks => {
  let units = checkValue('units', figures.units);
  const area = checkValue('square_footage', figures.square_footage);
  let rent = checkValue('rent_per_unit', figures.rent_per_unit);
  const market = checkValue('market_rent', figures.market_rent);
  const sqft = area?.value ?? null;
  // 0 sq ft is land (no building): nothing to hold the units against.
  if (units?.value !== null && units !== null && sqft !== null && sqft > 0) {
    if (units.value === 0)
      units = flagged(`0 units on a ${formatCount(sqft)} sq ft building: a building has at least one unit`);
    else if (sqft / units.value < MIN_SQFT_PER_UNIT)
      units = flagged(
        `${formatCount(units.value)} units on ${formatCount(sqft)} sq ft is ${formatCount(sqft / units.value)} sq ft per unit (at least ${MIN_SQFT_PER_UNIT} needed)`,
      );
  }
  if (rent?.value !== null && rent !== null) {
    const value = rent.value;
    // A market figure that fails the policy check itself is no yardstick.
    const policy = figures.policy_rent;
    const marketValue =
      market?.value && !(policy && ratio(market.value, policy) > MAX_POLICY_RATIO) ? market.value : null;
    const perUnitArea = sqft !== null && units?.value ? sqft / units.value : null;
    if (marketValue !== null && marketValue > 0 && ratio(value, marketValue) > MAX_MARKET_RATIO)
      rent = flagged(
        `Rent per unit ${formatCurrency(value)} is ${times(ratio(value, marketValue))} away from the market median ${formatCurrency(marketValue)}`,
      );
    else if (policy && ratio(value, policy) > MAX_POLICY_RATIO)
      rent = flagged(
        `Rent per unit ${formatCurrency(value)} is ${times(ratio(value, policy))} away from the policy's ${formatCurrency(policy)}: not a monthly rent per unit`,
      );
    else if (perUnitArea !== null && value / perUnitArea > MAX_RENT_PER_SQFT)
      rent = flagged(
        `Rent per unit ${formatCurrency(value)} on ${formatCount(perUnitArea)} sq ft per unit is ${formatCurrency(value / perUnitArea)} per sq ft a month (at most ${formatCurrency(MAX_RENT_PER_SQFT)})`,
      );
  }
  return { units, square_footage: area, rent_per_unit: rent };
};

const RENT_KEYS = new Set(['median_rent', 'mean_rent', 'percentile_25', 'percentile_75', 'market_rent']);

/**
 * One item of an outside report checked with its section (a property's units against the
 * building area in the same report, a rent against the policy's rent threshold).
 */
export const checkReportItem = (
  items: ReadonlyArray<{ key: string; value: unknown }>,
  item: { key: string; value: unknown },
  policyRent?: number | null,
): Checked | null => {
  if (typeof item.value !== 'number') return null;
  if (RENT_KEYS.has(item.key))
    return checkPropertyFigures({ rent_per_unit: item.value, policy_rent: policyRent }).rent_per_unit;
  if (item.key === 'units')
    return checkPropertyFigures({
      units: item.value,
      square_footage: items.find((i) => i.key === 'building_sf')?.value,
    }).units;
  return checkValue(item.key, item.value);
};

// The loan's facts checked before the assistant or the sources browser shows them (issue 23 item 5):
// the same plausibility rules the policy analysis, the insights and the score apply (domain
// plausibility/), one value by its field's bounds and a property's units, area and rents together.
// A fact that fails keeps its reason: the assistant shows it flagged and never states it, nor
// computes a ratio from it; the sources browser marks it 'Implausible' with the reason.
import { checkPropertyFigures, checkValue, type Checked } from '@lending/domain';
import type { LoanFact } from './loan-fact';

/** The plausibility rule's field for a fact key, where the two names differ. */
const FIELD: Record<string, string> = {
  loan_amount: 'amount',
  appraised_value: 'estimated_value',
  as_is_value: 'estimated_value',
  estimated_value: 'estimated_value',
  term_months: 'duration_months',
  noi: 'currentNoi',
};
const CHECKED = new Set([
  'purchase_price',
  'interest_rate',
  'credit_score',
  'net_worth',
  'liquidity',
  'year_built',
  'square_footage',
  'rehab_budget',
  ...Object.keys(FIELD),
]);

const numeric = (facts: LoanFact[], key: string, entity: string | null): number | null => {
  const on = facts.filter((f) => f.key === key && typeof f.value === 'number' && !f.implausible);
  // The same property's figure, else the only one the file states (an application's units).
  const same = on.find((f) => f.entity_id === entity) ?? (on.length === 1 ? on[0] : undefined);
  return same ? (same.value as number) : null;
};

const checkOne = (facts: LoanFact[], f: LoanFact): Checked | null => {
  if (typeof f.value !== 'number') return null;
  const area = () => numeric(facts, 'square_footage', f.entity_id);
  switch (f.key) {
    case 'units':
      return checkPropertyFigures({ units: f.value, square_footage: area() }).units;
    case 'rent_per_unit':
    case 'monthly_rent': {
      const units = numeric(facts, 'units', f.entity_id);
      // A total is checked as the rent of each unit; without the units there is no yardstick.
      if (f.key === 'monthly_rent' && !units) return null;
      const perUnit = f.key === 'monthly_rent' ? f.value / units! : f.value;
      return checkPropertyFigures({
        units,
        square_footage: area(),
        rent_per_unit: perUnit,
        market_rent: numeric(facts, 'market_rent', f.entity_id),
      }).rent_per_unit;
    }
    default:
      return CHECKED.has(f.key) ? checkValue(FIELD[f.key] ?? f.key, f.value) : null;
  }
};

/** The facts with `implausible` set on each one the rules reject (square footage first: units use it). */
export const checkFacts = (facts: LoanFact[]): LoanFact[] => {
  const areaChecked = facts.map((f) => {
    if (f.key !== 'square_footage') return f;
    const reason = checkOne(facts, f)?.implausible;
    return reason ? { ...f, implausible: reason } : f;
  });
  return areaChecked.map((f) => {
    if (f.key === 'square_footage') return f;
    const reason = checkOne(areaChecked, f)?.implausible;
    return reason ? { ...f, implausible: reason } : f;
  });
};

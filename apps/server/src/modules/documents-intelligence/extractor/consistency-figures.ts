// Figures that must agree with one another or stay within what the field can be (consistency.ts).
// The bounds are the domain's plausibility rules (packages/domain plausibility/rules.ts), the same
// ones the score and the policy analysis apply to a figure before using it.
import { checkValue, formatCurrency, formatNumber } from '@lending/domain';
import { amountsOf, type PageText } from './find';
import { live, numberOf, refuse, type Fields, type Gate } from './consistency-util';

const BALANCES = ['beginning_balance', 'total_deposits', 'total_withdrawals', 'ending_balance'] as const;
const NAMES: Record<(typeof BALANCES)[number], string> = {
  beginning_balance: 'beginning balance',
  total_deposits: 'deposits',
  total_withdrawals: 'withdrawals',
  ending_balance: 'ending balance',
};

/** Every amount printed in the document (a figure the summary implies should be one of them). */
const printedAmounts = (pages: PageText[]): number[] => pages.flatMap((p) => amountsOf(p.text).map(Math.abs));

type Implied = { gone: (typeof BALANCES)[number]; read: (typeof BALANCES)[number][]; value: number };

/**
 * Three of a statement's four summary figures (the kind's own check reconciles all four): the
 * fourth figure they imply.
 */
const impliedBalance = (found: Fields): Implied | null => {
  const [b, d, w, e] = BALANCES.map((k) => numberOf(found, k));
  const missing = BALANCES.filter((k) => numberOf(found, k) === null);
  if (missing.length !== 1) return null;
  const gone = missing[0]!;
  const implied =
    gone === 'total_withdrawals'
      ? b! + d! - e!
      : gone === 'total_deposits'
        ? e! + Math.abs(w!) - b!
        : gone === 'beginning_balance'
          ? e! + Math.abs(w!) - d!
          : b! + d! - Math.abs(w!);
  return { gone, read: BALANCES.filter((k) => k !== gone), value: Math.round(implied * 100) / 100 };
};

const listed = (keys: string[]) => keys.map((k) => NAMES[k as (typeof BALANCES)[number]]).join(', ');

/** The deposits or withdrawals three figures imply cannot be negative: one was read from another line. */
const balanceSign: Gate = {
  name: 'balance-sign',
  run: (cls, found) => {
    const implied = cls === 'bank-statement' ? impliedBalance(found) : null;
    if (!implied || !['total_withdrawals', 'total_deposits'].includes(implied.gone) || implied.value >= -0.01)
      return;
    refuse(
      found,
      implied.read,
      `The balance figures do not reconcile: the ${listed(implied.read)} read would need ${NAMES[implied.gone]} of ${formatCurrency(implied.value)}`,
    );
  },
};

/** The fourth figure three imply is printed somewhere in the statement, else none of them is sure. */
const balancePrinted: Gate = {
  name: 'balance-printed',
  run: (cls, found, pages) => {
    const implied = cls === 'bank-statement' ? impliedBalance(found) : null;
    if (!implied || printedAmounts(pages).some((a) => Math.abs(a - Math.abs(implied.value)) <= 0.011)) return;
    refuse(
      found,
      implied.read,
      `The balance figures are not confirmed: they imply ${NAMES[implied.gone]} of ${formatCurrency(implied.value)}, which the statement does not print`,
    );
  },
};

/** A figure outside the domain's plausible range for its field is N/A with the domain's reason. */
const RANGES: Record<string, [field: string, rule: string][]> = {
  appraisal: [
    ['appraised_value', 'estimated_value'],
    ['year_built', 'year_built'],
    ['gross_living_area', 'square_footage'],
  ],
  'purchase-contract': [['purchase_price', 'purchase_price']],
  'title-commitment': [['policy_amount', 'amount']],
  'insurance-binder': [['coverage_amount', 'amount']],
  'rent-roll': [
    ['unit_count', 'number_of_units'],
    ['occupancy_rate', 'vacancy_rate'],
  ],
  sreo: [['property_count', 'properties_owned']],
};

const ranges: Gate = {
  name: 'ranges',
  run: (cls, found) => {
    for (const [field, rule] of RANGES[cls] ?? []) {
      const value = numberOf(found, field);
      const checked = value === null ? null : checkValue(rule, value);
      // The domain names the figure by its rule ('Amount $250 is outside ...'): the field's name instead.
      const why = checked?.implausible?.replace(/^.*? (?=\$|-?\d)/, '');
      if (why) refuse(found, [field], `The ${field.replace(/_/g, ' ')} read is not plausible: ${why}`);
    }
    if (cls === 'operating-agreement') {
      const shares = live(found, 'ownership_percentages')?.value;
      if (Array.isArray(shares) && shares.some((s) => typeof s !== 'number' || s <= 0 || s > 100))
        refuse(found, ['ownership_percentages', 'members'], 'A member share is not between 0% and 100%');
    }
  },
};

/** A rent roll's counts and rent agree: vacant units among the units, a plausible rent per unit. */
const rentRoll = (found: Fields) => {
  const units = numberOf(found, 'unit_count');
  const vacant = numberOf(found, 'vacant_units');
  const rent = numberOf(found, 'total_monthly_rent');
  if (units !== null && vacant !== null && (vacant > units || vacant < 0))
    refuse(found, ['unit_count', 'vacant_units'], `${vacant} vacant units were read for ${units} units`);
  const occupancy = numberOf(found, 'occupancy_rate');
  if (units && vacant !== null && occupancy !== null && vacant <= units) {
    const expected = (100 * (units - vacant)) / units;
    if (Math.abs(expected - occupancy) > 1.5)
      refuse(
        found,
        ['occupancy_rate', 'unit_count', 'vacant_units'],
        `An occupancy of ${formatNumber(occupancy)}% does not match ${units} units with ${vacant} vacant (${formatNumber(expected, 1)}%)`,
      );
  }
  const occupied = units !== null && vacant !== null && vacant < units ? units - vacant : units;
  if (rent !== null && occupied) {
    const perUnit = checkValue('rent_per_unit', rent / occupied);
    if (perUnit?.implausible)
      refuse(
        found,
        ['total_monthly_rent'],
        `A total rent of ${formatCurrency(rent)} is ${formatCurrency(Math.round(rent / occupied))} a month per occupied unit: not plausible`,
      );
  }
};

/** Parts against their whole: a deposit, a premium, a mortgage against the price, cover or value. */
const parts: Gate = {
  name: 'parts',
  run: (cls, found) => {
    if (cls === 'rent-roll') rentRoll(found);
    const pair = (part: string, whole: string, max: number, why: (p: number, w: number) => string) => {
      const p = numberOf(found, part);
      const w = numberOf(found, whole);
      if (p !== null && w !== null && w > 0 && p > w * max) refuse(found, [part], why(p, w));
    };
    if (cls === 'purchase-contract')
      pair(
        'earnest_money',
        'purchase_price',
        0.5,
        (p, w) =>
          `An earnest money of ${formatCurrency(p)} is more than half the price ${formatCurrency(w)}: it may be another payment`,
      );
    if (cls === 'insurance-binder')
      pair(
        'annual_premium',
        'coverage_amount',
        0.5,
        (p, w) => `A premium of ${formatCurrency(p)} is more than half the cover ${formatCurrency(w)}`,
      );
    // A list shorter than the count read apart has lost a row (the count has its own checks).
    if (cls === 'sreo') {
      const count = numberOf(found, 'property_count');
      const listed = live(found, 'properties')?.value;
      if (count !== null && Array.isArray(listed) && listed.length > 0 && listed.length !== count)
        refuse(
          found,
          ['properties'],
          `${count} properties were counted but ${listed.length} listed: a row may be missing or misread`,
        );
    }
  },
};

export const FIGURE_GATES: Gate[] = [balanceSign, balancePrinted, ranges, parts];

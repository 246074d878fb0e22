// The generated loan's figures drawn the way a real deal hangs together (issue 23 items 4 and 5), so
// the assistant is scored in a world a credit analyst would accept: the property type from the unit
// count (a 2-4 unit is its own type), square footage from the units, each unit's rent near the
// market's, NOI from the rents less vacancy and operating expenses, the as-is value from the NOI at
// a market cap rate, the price at or under that value, the rehab budget a share of the price, and
// the loan sized by the lender's leverage limits (LTC on price plus rehab, LTV on value and price).
// The borrower's net worth and liquidity are sized against the loan and the bank statements hold
// part of the liquidity. Each figure is drawn from the seed, so a seed is always the same deal.
import type { Rng } from '../../src/db/seed/prng';

export type PropertyKind = 'Single family home' | '2-4 Family' | 'Multifamily (5+)';

export type DealFigures = {
  propertyType: PropertyKind;
  units: number;
  squareFootage: number;
  yearBuilt: number;
  /** The market's monthly rent per unit, and the property's own average rent per unit. */
  marketRent: number;
  rentPerUnit: number;
  /** Gross monthly rent of every unit let at its rent (the rent roll's total). */
  monthlyRent: number;
  /** Vacancy and credit loss, and operating expenses, as fractions. */
  vacancy: number;
  expenseRatio: number;
  /** Annual: gross rent x 12 x (1 - vacancy) x (1 - expense ratio), to $100. */
  noi: number;
  capRate: number;
  /** The as-is value the appraisal concludes: NOI / cap rate, to $1,000. */
  value: number;
  purchasePrice: number;
  rehab: { hard: number; soft: number } | null;
  amount: number;
};

const KINDS: {
  kind: PropertyKind;
  units: [number, number];
  sqft: [number, number];
  rent: [number, number];
}[] = [
  { kind: 'Single family home', units: [1, 1], sqft: [1_100, 3_000], rent: [1_300, 3_200] },
  { kind: '2-4 Family', units: [2, 4], sqft: [750, 1_400], rent: [950, 2_200] },
  { kind: 'Multifamily (5+)', units: [5, 40], sqft: [600, 1_100], rent: [900, 2_000] },
];

const to = (step: number, x: number) => Math.round(x / step) * step;

/** The property, its income and value, and the loan on it; `withRehab` when the application has one. */
export const drawDeal = (rng: Rng, withRehab: boolean): DealFigures => {
  const roll = rng.next();
  const shape = KINDS[roll < 0.3 ? 0 : roll < 0.55 ? 1 : 2]!;
  const units = rng.int(...shape.units);
  const squareFootage = to(10, units * rng.round(...shape.sqft, 10));
  const marketRent = rng.round(...shape.rent, 5);
  const rentPerUnit = to(5, marketRent * rng.round(0.85, 1.05, 0.01));
  const monthlyRent = rentPerUnit * units;
  const vacancy = rng.round(0.03, 0.1, 0.005);
  const expenseRatio = rng.round(units === 1 ? 0.25 : 0.35, units === 1 ? 0.4 : 0.5, 0.01);
  const noi = to(100, monthlyRent * 12 * (1 - vacancy) * (1 - expenseRatio));
  const capRate = rng.round(0.055, 0.085, 0.0025);
  const value = to(1_000, noi / capRate);
  // A value-add buyer pays at or a little under the as-is value.
  const purchasePrice = to(1_000, value * rng.round(0.8, 1, 0.01));
  const rehab = withRehab
    ? (() => {
        const budget = to(1_000, purchasePrice * rng.round(0.05, 0.3, 0.01));
        const soft = to(1_000, budget * rng.round(0.05, 0.15, 0.01));
        return { hard: budget - soft, soft };
      })()
    : null;
  const cost = purchasePrice + (rehab ? rehab.hard + rehab.soft : 0);
  // Sized by the tightest of LTC on cost, LTV on the as-is value and a cap on the price itself.
  const amount = to(
    5_000,
    Math.min(cost * rng.round(0.6, 0.85, 0.01), value * rng.round(0.6, 0.75, 0.01), purchasePrice * 0.9),
  );
  return {
    propertyType: shape.kind,
    units,
    squareFootage,
    yearBuilt: rng.int(1925, 2021),
    marketRent,
    rentPerUnit,
    monthlyRent,
    vacancy,
    expenseRatio,
    noi,
    capRate,
    value,
    purchasePrice,
    rehab,
    amount,
  };
};

/** A borrower's net worth and liquidity sized against the loan (either may be missing). */
export const drawWealth = (rng: Rng, amount: number) => {
  const netWorth = rng.chance(0.85) ? Math.max(100_000, to(10_000, amount * rng.round(0.6, 5, 0.01))) : null;
  const base = netWorth ?? amount;
  const liquidity = rng.chance(0.85) ? Math.max(25_000, to(1_000, base * rng.round(0.06, 0.35, 0.01))) : null;
  return { netWorth, liquidity };
};

/** The month-end balances of one account over `months` statements: part of the liquidity. */
export const drawBalances = (rng: Rng, liquidity: number | null, amount: number, months: number) => {
  const base =
    liquidity !== null ? liquidity * rng.round(0.3, 0.9, 0.01) : amount * rng.round(0.05, 0.3, 0.01);
  return Array.from({ length: months }, () => Math.round(base * rng.round(0.88, 1.1, 0.001) * 100) / 100);
};

export type Finding = { name: string; source: 'report' | 'policy'; level: number };

/**
 * The findings a file of these figures carries: a credit score under the policy's minimum, rents
 * under the market's, vacancy over the submarket's (drawn), and the two a search alone finds (a
 * flood zone, an open judgment on title), each only when the data shows it.
 */
export const dealFindings = (
  rng: Rng,
  deal: DealFigures,
  scores: (number | null)[],
  creditLimit: { func: string; value: number } | null,
): Finding[] => {
  const out: Finding[] = [];
  const flood = rng.chance(0.15);
  const judgment = rng.chance(0.1);
  const submarketVacancy = rng.round(0.04, 0.07, 0.005);
  if (flood) out.push({ name: 'High-risk flood zone', source: 'report', level: 2 });
  if (judgment) out.push({ name: 'Open judgment on title', source: 'report', level: 2 });
  if (deal.rentPerUnit < deal.marketRent * 0.93)
    out.push({ name: 'Rent below market', source: 'report', level: 1 });
  const below = (s: number | null) =>
    s !== null &&
    creditLimit !== null &&
    (creditLimit.func === 'min' ? s < creditLimit.value : s > creditLimit.value);
  if (scores.some(below)) out.push({ name: 'Credit score below policy', source: 'policy', level: 2 });
  if (deal.units > 1 && deal.vacancy > submarketVacancy)
    out.push({ name: 'Vacancy above submarket', source: 'report', level: 1 });
  return out;
};

// The sandbox's market model (issue 23 item 1): what a square foot sells and rents for in a
// state, how large an apartment is, and how a property's units, area, rent and value follow
// from each other. The demo seed sizes its properties with it and the sandbox reports answer
// from it, so units agree with square footage, rents with the market and values with income.
import { mulberry32 } from '../../lib/mulberry32';
import type { ReportSubject } from './report-adapter';

type SubjectProperty = ReportSubject['properties'][number];

const hash = (text: string): number => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
};

/** A small PRNG (mulberry32) seeded by a string. */
export const rngFor = (seed: string) => {
  const next = mulberry32(hash(seed));
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    between: (min: number, max: number) => min + next() * (max - min),
    chance: (p: number) => next() < p,
  };
};

type Tier = { pricePerSf: number; rentPerSfMonth: number };

/** Coastal gateway markets, growing sunbelt and mountain markets, and the rest. */
const HIGH = new Set(['CA', 'NY', 'MA', 'WA', 'DC', 'NJ', 'HI']);
const MID = new Set([
  'FL',
  'CO',
  'IL',
  'OR',
  'VA',
  'MD',
  'AZ',
  'NV',
  'UT',
  'MN',
  'TX',
  'GA',
  'NC',
  'TN',
  'PA',
]);

const marketOf = (state: string | null | undefined): Tier =>
  HIGH.has(state ?? '')
    ? { pricePerSf: 400, rentPerSfMonth: 3.4 }
    : MID.has(state ?? '')
      ? { pricePerSf: 200, rentPerSfMonth: 1.85 }
      : { pricePerSf: 120, rentPerSfMonth: 1.3 };

/** How dear a state's market is next to the dearest (1): houses there cost that much less. */
export const priceLevel = (state: string | null | undefined): number => marketOf(state).pricePerSf / 400;

/** A house rents for less per square foot the larger it is. */
const houseRent = (sqft: number, rentPerSfMonth: number) =>
  round(1_000 * (sqft / 1_000) ** 0.6 * rentPerSfMonth, 5);

/** Residential unit sizes a lender sees on bridge loans (sq ft per unit). */
const UNIT_SF = { min: 650, max: 1_200 } as const;
/** Gross building area over the units' own area (halls, stairs, lobby). */
const GROSS_UP = 1.12;
const COMMERCIAL_UNIT_SF = 1_400;

export type PropertySize = { units: number; commercialUnits: number; sqft: number; rentPerUnit: number };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
export const round = (value: number, step: number) => Math.round(value / step) * step;

/**
 * Sizes a property from its type, state and price. `draw` and `draw2` are uniform numbers in
 * [0, 1) (the caller's seeded PRNG): the unit size and how far the price strays from the market.
 */
export const sizeProperty = (
  type: string,
  state: string,
  price: number,
  draw: number,
  draw2: number,
): PropertySize => {
  const market = marketOf(state);
  const unitSf = UNIT_SF.min + draw * (UNIT_SF.max - UNIT_SF.min);
  const pricePerSf = market.pricePerSf * (0.8 + draw2 * 0.4);
  const marketRent = round(unitSf * market.rentPerSfMonth * (0.92 + draw2 * 0.16), 5);
  // A cheap building (its units clamped up to the type's minimum) rents for what its price says:
  // about eight years of rent for the price (never under $650 a month).
  const rentFor = (units: number) => Math.min(marketRent, Math.max(650, round(price / (units * 12 * 8), 5)));
  const byPrice = (min: number, max: number) =>
    clamp(Math.round(price / (unitSf * GROSS_UP * pricePerSf)), min, max);
  switch (type) {
    case 'Land':
      return { units: 0, commercialUnits: 0, sqft: 0, rentPerUnit: 0 };
    case 'Single family home':
    case 'Condo': {
      const max = type === 'Condo' ? 2_800 : 4_500;
      const sqft = round(clamp(price / pricePerSf, 650, max), 10);
      return { units: 1, commercialUnits: 0, sqft, rentPerUnit: houseRent(sqft, market.rentPerSfMonth) };
    }
    case '2-4 Family': {
      const units = byPrice(2, 4);
      return {
        units,
        commercialUnits: 0,
        sqft: round(units * unitSf * GROSS_UP, 10),
        rentPerUnit: rentFor(units),
      };
    }
    case 'Mixed use': {
      const commercialUnits = 1 + Math.floor(draw2 * 4);
      const units = clamp(
        Math.round(
          (price - commercialUnits * COMMERCIAL_UNIT_SF * pricePerSf) / (unitSf * GROSS_UP * pricePerSf),
        ),
        2,
        80,
      );
      const sqft = round(units * unitSf * GROSS_UP + commercialUnits * COMMERCIAL_UNIT_SF, 10);
      return { units, commercialUnits, sqft, rentPerUnit: rentFor(units + commercialUnits * 2) };
    }
    default: {
      // Multifamily, conversions and ground-up projects: as many units as the price buys.
      const units = byPrice(type === 'Multifamily (5+)' ? 5 : 4, 240);
      return {
        units,
        commercialUnits: 0,
        sqft: round(units * unitSf * GROSS_UP, 10),
        rentPerUnit: rentFor(units),
      };
    }
  }
};

/** The market rent of one unit of a built property of `sqft` gross square feet. */
export const marketRentPerUnit = (
  type: string,
  state: string | null,
  sqft: number,
  units: number,
  commercialUnits = 0,
): number | null => {
  if (units <= 0 || sqft <= 0) return null;
  const market = marketOf(state);
  if (units === 1 && (type === 'Single family home' || type === 'Condo'))
    return houseRent(sqft, market.rentPerSfMonth);
  const residentialSf = Math.max(sqft - commercialUnits * COMMERCIAL_UNIT_SF, units * UNIT_SF.min);
  const unitSf = clamp(residentialSf / GROSS_UP / units, UNIT_SF.min * 0.8, UNIT_SF.max * 1.3);
  return round(unitSf * market.rentPerSfMonth, 5);
};

/** Operating figures of an income property: 5% vacancy, 38% of income to expenses. */
const operatingIncome = (units: number, rentPerUnit: number) => {
  const gross = units * rentPerUnit * 12;
  const effective = gross * 0.95;
  return { gross, noi: Math.round(effective * 0.62) };
};

/** The plausibility bounds the seed's tests hold the sandbox to. */
export const PLAUSIBLE = {
  sfPerUnit: { min: 550, max: 1_600 },
  rentPerUnit: { min: 600, max: 12_000 },
  yearBuilt: { min: 1880, max: 2027 },
} as const;

/**
 * The building as the valuation vendors record it: the property's own size where it has one,
 * else sized from its price and market; land has no building, units or year built.
 */
export const sandboxBuilding = (p: SubjectProperty, fallbackPrice: number) => {
  const rng = rngFor(`building:${p.id}`);
  const price = p.purchase_price ?? fallbackPrice;
  const sized = sizeProperty(p.property_type, p.state ?? '', price, rng.next(), rng.next());
  const ownSf = Number(p.details.total_square_footage ?? 0);
  const land = p.property_type === 'Land';
  const units = land ? 0 : (p.number_of_units ?? sized.units);
  const sqft = land ? 0 : ownSf > 0 ? ownSf : sized.sqft;
  const ownYear = Number(p.details.year_built ?? 0);
  const yearBuilt = land ? null : ownYear >= 1850 && ownYear <= 2030 ? ownYear : rng.int(1925, 2020);
  return { price, units, sqft, yearBuilt, land };
};

/**
 * A property's sandbox value: near its price, and (income properties) the income approach's NOI
 * and cap rate consistent with it. Shared by the valuation reports and the demo's appraisal PDF.
 */
export const sandboxValuation = (p: SubjectProperty, vendor: string, fallbackPrice: number) => {
  const building = sandboxBuilding(p, fallbackPrice);
  const rng = rngFor(`${vendor}:${p.id}`);
  const value = round(building.price * rng.between(0.92, 1.1), 1_000);
  const rent = marketRentPerUnit(p.property_type, p.state, building.sqft, building.units);
  const income = building.units >= 2 && rent ? operatingIncome(building.units, rent) : null;
  return {
    ...building,
    value,
    rng,
    rentPerUnit: rent,
    noi: income?.noi ?? null,
    capRate: income ? Math.round((income.noi / value) * 10_000) / 100 : null,
    approach: income && building.units >= 5 ? 'Income approach' : 'Sales comparison approach',
  };
};

// Pure row generation for demo and scale data (no I/O): realistic US loans over every status
// and property type, borrowers with scores, brokers and other contacts, activities of many
// types and states with due dates around today. Deterministic for a given seed and `now`.
import {
  LOAN_PURPOSES,
  LOAN_STATUSES,
  PROPERTY_TYPES,
  type LoanStatus,
  type PropertyType,
} from '@lending/domain';
import { priceLevel, sizeProperty } from '../../integrations/reports/sandbox-market';
import { generateActivities, type SeedActivity } from './generate-activities';
import { createRng, type Rng } from './prng';
import { STREET_NAMES, US_CITIES, type City } from './us-cities';

const DAY = 86_400;

type SeedProperty = {
  property_type: PropertyType;
  address_address: string;
  address_city: string;
  address_state: string;
  address_zipcode: string;
  lat: number;
  lng: number;
  purchase_price: number;
  number_of_units: number;
  number_of_commercial_units: number;
  score: number;
  details: Record<string, unknown>;
  cityIndex: number;
};

export type SeedLoan = {
  human_id: string;
  name: string;
  status: LoanStatus;
  archived: boolean;
  archived_epoch: number | null;
  rejection_reason: string | null;
  amount: number;
  amount_at_closing: number;
  purpose: string;
  duration_months: number;
  exit_strategy: string;
  interest_rate: number;
  construction_reserve: number;
  purchase_price: number;
  expected_closing_epoch: number;
  funded_epoch: number | null;
  paid_off_epoch: number | null;
  last_update: number;
  score: number;
  story: string;
  properties: SeedProperty[];
  borrowerKeys: number[];
  contactKeys: number[];
  insights: Array<{ name: string; description: string; level: number }>;
  activities: SeedActivity[];
};

const unitsFor = (rng: Rng, type: PropertyType): [number, number] => {
  switch (type) {
    case 'Single family home':
    case 'Condo':
      return [1, 0];
    case '2-4 Family':
      return [rng.int(2, 4), 0];
    case 'Multifamily (5+)':
      return [rng.int(5, 120), 0];
    case 'Mixed use':
      return [rng.int(2, 30), rng.int(1, 6)];
    case 'Conversion':
      return [rng.int(4, 40), rng.int(0, 3)];
    case 'Ground Up Development':
      return [rng.int(1, 60), rng.int(0, 4)];
    default:
      return [0, 0];
  }
};

/** Land has no building: neither occupied nor built in a year (the draws stay, so every later draw
 * of the seed is as it was). */
const withoutBuilding = (type: PropertyType, details: Record<string, unknown>) => {
  if (type !== 'Land') return details;
  const { is_occupied: _occupied, year_built: _built, ...rest } = details;
  return rest;
};

const generateProperty = (rng: Rng, type: PropertyType, cityIndex: number, price: number): SeedProperty => {
  const city: City = US_CITIES[cityIndex]!;
  // Kept for the PRNG's sequence (the rest of the demo stays as it was); the size now follows
  // from the price and the market (sandbox-market.ts), so units agree with square footage.
  unitsFor(rng, type);
  const draw = rng.next();
  const size = sizeProperty(type, city.state, price, draw, (draw * 9_973) % 1);
  return {
    property_type: type,
    address_address: `${rng.int(10, 9899)} ${rng.pick(STREET_NAMES)}`,
    address_city: city.city,
    address_state: city.state,
    address_zipcode: rng.pick(city.zips),
    // Within a few kilometres of the city centre.
    lat: Math.round((city.lat + (rng.next() - 0.5) * 0.08) * 1e6) / 1e6,
    lng: Math.round((city.lng + (rng.next() - 0.5) * 0.08) * 1e6) / 1e6,
    purchase_price: price,
    number_of_units: size.units,
    number_of_commercial_units: size.commercialUnits,
    score: rng.int(35, 98),
    details: withoutBuilding(type, {
      total_square_footage: size.sqft,
      is_occupied: rng.chance(0.6),
      year_built: rng.int(1920, 2022),
      ...(size.units > 0 ? { rent_per_unit: size.rentPerUnit } : {}),
    }),
    cityIndex,
  };
};

/** Loan amounts a bridge lender sees per property type (a $9M single family home is rare). */
const AMOUNT_RANGE: Record<PropertyType, [number, number]> = {
  'Single family home': [250_000, 1_400_000],
  Condo: [250_000, 1_100_000],
  '2-4 Family': [300_000, 2_200_000],
  'Multifamily (5+)': [1_200_000, 12_500_000],
  'Mixed use': [800_000, 8_000_000],
  Land: [250_000, 4_000_000],
  Conversion: [900_000, 9_000_000],
  'Ground Up Development': [1_000_000, 12_500_000],
};

const SMALL_RESIDENTIAL = new Set<PropertyType>(['Single family home', 'Condo', '2-4 Family']);

const STORIES = [
  'Experienced sponsor acquiring a value-add asset below replacement cost, with a clear renovation plan and exit by sale.',
  'Refinance of a stabilised property to pay off a maturing bridge loan; rents are at market and occupancy is strong.',
  'Ground-up project with permits in hand; the sponsor has completed several similar projects in the same submarket.',
  'Light rehab and lease-up; the business plan relies on bringing below-market units to market rents within a year.',
];

/** Statuses weighted toward the early pipeline, as a lender's book looks. */
const STATUS_WEIGHTS: Array<[LoanStatus, number]> = [
  ['Preliminary', 18],
  ['Term-Sheet-Sent', 14],
  ['Underwriting', 14],
  ['Board-Review', 9],
  ['Commitment-Sent', 8],
  ['Commitment-Accepted', 7],
  ['Rejected', 8],
  ['Funded', 14],
  ['Paid-Off', 8],
];
const pickStatus = (rng: Rng, index: number): LoanStatus => {
  // The first loans cover every status at least once; then the weights apply.
  if (index < LOAN_STATUSES.length) return LOAN_STATUSES[index]!;
  const total = STATUS_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
  let roll = rng.next() * total;
  for (const [status, weight] of STATUS_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return status;
  }
  return 'Preliminary';
};

export type GenerateLoansOptions = {
  seed: number;
  count: number;
  firstHumanId: number;
  now: number;
  borrowerKeys: number[];
  contactKeys: { brokers: number[]; others: number[] };
  /** Full activity sets for a demo; a lighter set for scale seeding. */
  richActivities: boolean;
};

export const generateLoans = (options: GenerateLoansOptions): SeedLoan[] => {
  const rng = createRng(options.seed);
  const { now } = options;
  return Array.from({ length: options.count }, (_, index) => {
    const humanId = String(options.firstHumanId + index);
    const status = pickStatus(rng, index);
    const type = PROPERTY_TYPES[index % PROPERTY_TYPES.length]!;
    const cityIndex = rng.int(0, US_CITIES.length - 1);
    const [low, range] = AMOUNT_RANGE[type];
    // Houses cost what their market pays: a $2M single family home is a coastal-city loan.
    const high = SMALL_RESIDENTIAL.has(type)
      ? Math.max(low + 150_000, range * priceLevel(US_CITIES[cityIndex]!.state))
      : range;
    const amount = rng.round(low, high, 5_000);
    const purchasePrice = Math.round(amount / (0.55 + rng.next() * 0.25) / 5_000) * 5_000;
    // The first property is the one the loan buys: its price is the loan's (a $15M cap here left
    // 'Purchase price' $15,000,000 on the property against $16,465,000 on the loan and its contract).
    const properties = [generateProperty(rng, type, cityIndex, purchasePrice)];
    if (rng.chance(0.12)) {
      const secondType = rng.pick(PROPERTY_TYPES);
      const raw = rng.round(200_000, 2_000_000, 5_000);
      const level = SMALL_RESIDENTIAL.has(secondType) ? priceLevel(US_CITIES[cityIndex]!.state) : 1;
      properties.push(
        generateProperty(
          rng,
          secondType,
          cityIndex,
          Math.max(150_000, Math.round((raw * level) / 5_000) * 5_000),
        ),
      );
    }
    const first = properties[0]!;
    const archived = status === 'Rejected' ? rng.chance(0.6) : rng.chance(0.08);
    const closing =
      status === 'Funded' || status === 'Paid-Off'
        ? now - rng.int(20, 400) * DAY
        : now + rng.int(-10, 60) * DAY + rng.int(0, DAY);
    const borrowerCount = rng.chance(0.25) ? 2 : 1;
    const borrowerKeys = Array.from({ length: borrowerCount }, () => rng.pick(options.borrowerKeys)).filter(
      (k, i, all) => all.indexOf(k) === i,
    );
    const contactKeys = [
      ...(rng.chance(0.8) ? [rng.pick(options.contactKeys.brokers)] : []),
      ...(rng.chance(0.35) ? [rng.pick(options.contactKeys.others)] : []),
    ];
    const loan: SeedLoan = {
      human_id: humanId,
      name: `${humanId} - ${first.address_address}, ${first.address_city}`,
      status,
      archived,
      archived_epoch: archived ? now - rng.int(1, 90) * DAY : null,
      rejection_reason:
        status === 'Rejected'
          ? rng.pick([
              'Insufficient liquidity',
              'Sponsor experience below policy',
              'Property outside target markets',
              'LTV above policy',
            ])
          : null,
      amount,
      amount_at_closing: Math.round((amount * (0.7 + rng.next() * 0.25)) / 5_000) * 5_000,
      purpose: index % 7 === 6 ? rng.pick(LOAN_PURPOSES) : rng.pick(['Purchase', 'Purchase', 'Refinance']),
      duration_months: rng.pick([6, 9, 12, 12, 12, 18, 24, 24, 36]),
      exit_strategy: rng.pick(['Sale', 'Refinance']),
      interest_rate: Math.round((0.08 + rng.next() * 0.055) * 10_000) / 10_000,
      construction_reserve: rng.chance(0.5) ? rng.round(0, 1_500_000, 5_000) : 0,
      purchase_price: purchasePrice,
      expected_closing_epoch: closing,
      funded_epoch: status === 'Funded' || status === 'Paid-Off' ? closing : null,
      paid_off_epoch: status === 'Paid-Off' ? now - rng.int(1, 120) * DAY : null,
      last_update: now - rng.int(0, 30 * DAY),
      score: rng.int(38, 96),
      story: rng.pick(STORIES),
      properties,
      borrowerKeys,
      contactKeys,
      insights: generateInsights(rng),
      activities: generateActivities(rng, status, now, options.richActivities),
    };
    return loan;
  });
};

const INSIGHTS = [
  {
    name: 'Strong sponsor liquidity',
    description: 'Verified liquidity covers twelve months of interest.',
    level: 0,
  },
  {
    name: 'LTV near policy limit',
    description: 'Loan-to-value is within 3 points of the policy maximum.',
    level: 1,
  },
  {
    name: 'Credit score below minimum',
    description: 'A borrower credit score is below the policy minimum of 660.',
    level: 2,
  },
  {
    name: 'Submarket rents rising',
    description: 'Rent comparison shows 6% year-over-year growth.',
    level: 0,
  },
  {
    name: 'Prior late payments',
    description: 'The credit report lists 30-day late payments in the last two years.',
    level: 1,
  },
];
const generateInsights = (rng: Rng) => INSIGHTS.filter(() => rng.chance(0.3));

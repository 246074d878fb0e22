// The facts a loan's documents state (issue 23 item 1), read from the loan's own rows: the
// borrowers, the property, the amounts and dates. What a loan record does not hold (the
// borrowing entity's name and members, the bank, the seller, tenants) is derived from a seeded
// PRNG keyed by the loan number, so the same loan always gets the same documents.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../client';
import { createRng, type Rng } from '../prng';
import { FIRST_NAMES, LAST_NAMES } from '../us-cities';

type PersonFacts = {
  firstName: string;
  lastName: string;
  /** Seconds since the epoch, or null when the record has none. */
  dateOfBirth: number | null;
  address: string;
  city: string;
  state: string;
  zip: string;
  netWorth: number;
  liquidity: number;
};

export type DemoFacts = {
  loanNumber: string;
  loanAmount: number;
  purchasePrice: number;
  purpose: string;
  interestRate: number;
  termMonths: number;
  /** Seconds since the epoch. */
  closingEpoch: number;
  /** The day the documents were gathered (the seed's "now"), seconds since the epoch. */
  asOfEpoch: number;
  borrowers: PersonFacts[];
  entity: {
    name: string;
    state: string;
    formedEpoch: number;
    members: Array<{ name: string; percent: number }>;
  };
  property: {
    type: string;
    address: string;
    city: string;
    state: string;
    zip: string;
    units: number;
    commercialUnits: number;
    sqft: number;
    yearBuilt: number | null;
    rentPerUnit: number | null;
    price: number;
    /** The loan's property id: the sandbox appraisal of the same id gives the same value. */
    id: string;
    details: Record<string, unknown>;
  };
};

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
export const oneLine = (p: { address: string; city: string; state: string; zip: string }) =>
  `${p.address}, ${p.city}, ${p.state} ${p.zip}`;

/** A PRNG for one document of one loan: documents of a loan differ, runs do not. */
export const rngOf = (facts: DemoFacts, purpose: string): Rng => {
  let h = 2166136261;
  for (const ch of `${facts.loanNumber}:${purpose}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return createRng(h >>> 0);
};

export const personName = (rng: Rng) => `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;

const ENTITY_SUFFIXES = ['Holdings', 'Capital', 'Partners', 'Properties', 'Ventures', 'Residential'];

/** "1452 Lakeview Dr" -> "Lakeview": the street a borrower names its single-asset LLC after. */
const streetCore = (address: string) =>
  address
    .replace(/^\d+\s+/, '')
    .replace(/\s+(St|Ave|Dr|Rd|Blvd|Ln|Ct|Way|Pl|Ter|Pkwy|Street|Avenue|Road|Lane|Drive)\.?$/i, '')
    .trim();

type Row = {
  loan_id: string;
  human_id: string;
  amount: number | null;
  purchase_price: number | null;
  purpose: string | null;
  interest_rate: number | null;
  duration_months: number | null;
  expected_closing_epoch: number | null;
  property_id: string | null;
  property_type: string | null;
  address_address: string | null;
  address_city: string | null;
  address_state: string | null;
  address_zipcode: string | null;
  number_of_units: number | null;
  number_of_commercial_units: number | null;
  property_price: number | null;
  details: Record<string, unknown> | null;
  borrowers: Array<Record<string, unknown>> | null;
};

const factsOfRow = (row: Row, asOfEpoch: number): DemoFacts => {
  const borrowers: PersonFacts[] = (row.borrowers ?? []).map((b) => ({
    firstName: String(b.first_name ?? ''),
    lastName: String(b.last_name ?? ''),
    dateOfBirth: b.date_of_birth == null ? null : Number(b.date_of_birth),
    address: String(b.address_address ?? ''),
    city: String(b.address_city ?? ''),
    state: String(b.address_state ?? ''),
    zip: String(b.address_zipcode ?? ''),
    netWorth: Number(b.net_worth ?? 0),
    liquidity: Number(b.liquidity ?? 0),
  }));
  if (borrowers.length === 0)
    borrowers.push({
      firstName: 'Jordan',
      lastName: 'Avery',
      dateOfBirth: null,
      address: '118 Maple Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78704',
      netWorth: 1_500_000,
      liquidity: 250_000,
    });
  const details = row.details ?? {};
  const price = Number(row.property_price ?? row.purchase_price ?? 0);
  const base: DemoFacts = {
    loanNumber: row.human_id,
    loanAmount: Number(row.amount ?? 0),
    purchasePrice: Number(row.purchase_price ?? price),
    purpose: row.purpose ?? 'Purchase',
    interestRate: Number(row.interest_rate ?? 0.1),
    termMonths: Number(row.duration_months ?? 12),
    closingEpoch: Number(row.expected_closing_epoch ?? asOfEpoch + 30 * 86_400),
    asOfEpoch,
    borrowers,
    entity: { name: '', state: '', formedEpoch: 0, members: [] },
    property: {
      id: row.property_id ?? row.loan_id,
      type: row.property_type ?? 'Multifamily (5+)',
      address: row.address_address ?? '',
      city: row.address_city ?? '',
      state: row.address_state ?? '',
      zip: row.address_zipcode ?? '',
      units: Number(row.number_of_units ?? 0),
      commercialUnits: Number(row.number_of_commercial_units ?? 0),
      sqft: Number(details.total_square_footage ?? 0),
      yearBuilt: details.year_built == null ? null : Number(details.year_built),
      rentPerUnit: details.rent_per_unit == null ? null : Number(details.rent_per_unit),
      price,
      details,
    },
  };
  const rng = rngOf(base, 'entity');
  const name = `${streetCore(base.property.address) || borrowers[0]!.lastName} ${rng.pick(ENTITY_SUFFIXES)} LLC`;
  const members =
    borrowers.length >= 2
      ? (() => {
          const first = rng.pick([50, 60, 51, 70]);
          return [
            { name: fullName(borrowers[0]!), percent: first },
            { name: fullName(borrowers[1]!), percent: 100 - first },
          ];
        })()
      : rng.chance(0.45)
        ? [{ name: fullName(borrowers[0]!), percent: 100 }]
        : (() => {
            const first = rng.pick([60, 75, 80, 90]);
            return [
              { name: fullName(borrowers[0]!), percent: first },
              { name: personName(rng), percent: 100 - first },
            ];
          })();
  base.entity = {
    name,
    state: rng.chance(0.35) ? 'DE' : base.property.state || 'DE',
    formedEpoch: asOfEpoch - rng.int(120, 2_400) * 86_400,
    members,
  };
  return base;
};

/** The facts of each loan (first property, borrowers in order), keyed by loan id. */
export const loadDemoFacts = async (tx: Pick<Tx, 'execute'>, loanIds: string[], asOfEpoch: number) => {
  const { rows } = await tx.execute<Row>(sql`
    select l.id as loan_id, l.human_id, l.amount, l.purchase_price, l.purpose, l.interest_rate,
      l.duration_months, l.expected_closing_epoch,
      p.id as property_id, p.property_type, p.address_address, p.address_city, p.address_state,
      p.address_zipcode, p.number_of_units, p.number_of_commercial_units,
      p.purchase_price as property_price, p.details,
      (select json_agg(json_build_object('first_name', b.first_name, 'last_name', b.last_name,
          'date_of_birth', b.date_of_birth, 'address_address', b.address_address,
          'address_city', b.address_city, 'address_state', b.address_state,
          'address_zipcode', b.address_zipcode, 'net_worth', b.net_worth, 'liquidity', b.liquidity)
          order by lb.position)
        from loan_borrowers lb join borrowers b on b.id = lb.borrower_id where lb.loan_id = l.id) as borrowers
    from loans l
    left join lateral (select * from properties where loan_id = l.id order by position limit 1) p on true
    where l.id = any(${sql.param(loanIds)}::uuid[])`);
  return new Map(rows.map((row) => [row.loan_id, factsOfRow(row, asOfEpoch)]));
};

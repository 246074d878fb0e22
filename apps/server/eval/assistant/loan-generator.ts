// Loans for the assistant's question bank (issue 23 item 4): random values from a seed (never the
// demo loans' fixed ones), written as a real loan file — the loan, borrower and property records,
// an application, reports, documents with data points (page and quote) and page text, insights —
// with the truth kept beside it so every expected answer is computed from what was written.
import type { Db } from '../../src/db/client';
import {
  applications,
  activities,
  borrowers,
  insights,
  loanBorrowers,
  loans,
  properties,
  reports,
} from '../../src/db/schema/index';
import { createRng, type Rng } from '../../src/db/seed/prng';
import { addDocument, addStatementsAndReports } from './generated-documents';
import { boardLoan, creditScoreLimit, type ServicingTruth } from './structured-truth';

const FIRST = ['Avery', 'Jordan', 'Priya', 'Mateo', 'Hannah', 'Kwame', 'Lena', 'Tomasz', 'Imani', 'Ravi'];
const LAST = ['Okafor', 'Lindqvist', 'Castillo', 'Nakamura', 'Brennan', 'Haddad', 'Moreau', 'Petrov'];
const STREETS = ['Cedar Ridge Rd', 'Harbor View Dr', 'Old Mill Ln', 'Juniper St', 'Quarry Ave'];
const FINDINGS = [
  'High-risk flood zone',
  'Open judgment on title',
  'Rent below market',
  'Credit score below policy',
  'Vacancy above submarket',
];

type Balance = { month: string; value: number; page: number };
export type Truth = {
  loanId: string;
  borrowers: {
    name: string;
    net_worth: number | null;
    liquidity: number | null;
    credit_score: number | null;
  }[];
  pfsNetWorth: number | null;
  amount: number;
  purchasePrice: number;
  rate: number;
  closing: string;
  units: number;
  monthlyRent: number | null;
  noi: number | null;
  appraised: { value: number; page: number | null; via: 'document' | 'report' } | null;
  rehab: number | null;
  balances: Balance[];
  entity: string | null;
  members: { name: string; pct: number }[] | null;
  findings: string[];
  /** The policy's credit score limit, and the servicing position when the loan is boarded. */
  creditLimit: { func: string; value: number } | null;
  servicing: ServicingTruth | null;
};

const person = (rng: Rng) => `${rng.pick(FIRST)} ${rng.pick(LAST)}`;

/** One random loan file; `seed` decides every value. */
export const generateLoan = async (db: Db, seed: number): Promise<Truth> => {
  const rng = createRng(seed * 7919 + 13);
  const year = rng.int(2024, 2026);
  const amount = rng.round(300_000, 9_000_000, 5_000);
  const purchasePrice = Math.round(amount / rng.round(0.55, 0.8, 0.01) / 1_000) * 1_000;
  const rate = rng.round(0.075, 0.13, 0.0025);
  const closingMonth = rng.int(1, 12);
  const closing = `${year}-${String(closingMonth).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const units = rng.int(1, 40);
  const address = `${rng.int(10, 9800)} ${rng.pick(STREETS)}`;
  const [loan] = await db
    .insert(loans)
    .values({
      human_id: String(70_000 + seed),
      name: `${70_000 + seed} - ${address}`,
      amount,
      purchase_price: purchasePrice,
      interest_rate: rate,
      duration_months: rng.pick([12, 18, 24, 36]),
      expected_closing_epoch: Date.parse(`${closing}T12:00:00Z`) / 1000,
      last_update: 1_780_000_000,
    })
    .returning();
  const loanId = loan!.id;
  const truth: Truth = {
    loanId,
    borrowers: [],
    pfsNetWorth: null,
    amount,
    purchasePrice,
    rate,
    closing,
    units,
    monthlyRent: null,
    noi: null,
    appraised: null,
    rehab: null,
    balances: [],
    entity: null,
    members: null,
    findings: [],
    creditLimit: await creditScoreLimit(db),
    servicing: null,
  };
  const count = rng.chance(0.3) ? 2 : 1;
  const borrowerIds: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const [first, last] = person(rng).split(' ') as [string, string];
    const b = {
      name: `${first} ${last}`,
      net_worth: rng.chance(0.85) ? rng.round(400_000, 30_000_000, 10_000) : null,
      liquidity: rng.chance(0.85) ? rng.round(50_000, 4_000_000, 1_000) : null,
      credit_score: rng.chance(0.9) ? rng.int(580, 820) : null,
    };
    const [row] = await db
      .insert(borrowers)
      .values({ first_name: first, last_name: last, ...b })
      .returning();
    await db.insert(loanBorrowers).values({ loan_id: loanId, borrower_id: row!.id, position: i });
    borrowerIds.push(row!.id);
    truth.borrowers.push(b);
  }
  const noi = rng.chance(0.6) ? rng.round(40_000, 900_000, 100) : null;
  truth.noi = noi;
  const [property] = await db
    .insert(properties)
    .values({
      loan_id: loanId,
      property_type: units > 4 ? 'Multifamily' : 'Single family home',
      address_address: address,
      address_city: 'Springfield',
      address_state: 'IL',
      purchase_price: purchasePrice,
      number_of_units: units,
      details: {
        total_square_footage: units * rng.round(650, 1200, 10),
        year_built: rng.int(1925, 2021),
        ...(noi ? { noi } : {}),
      },
    })
    .returning();

  // The application: an entity with members and their ownership, maybe a rehab budget.
  if (rng.chance(0.75)) {
    const entity = `${rng.pick(LAST)} ${rng.pick(['Holdings', 'Capital', 'Partners'])} LLC`;
    const n = rng.int(1, 3);
    const shares = n === 1 ? [100] : n === 2 ? [60, 40] : [50, 30, 20];
    const members = shares.map((pct, i) => ({ name: i === 0 ? truth.borrowers[0]!.name : person(rng), pct }));
    const rehab = rng.chance(0.4)
      ? { hard: rng.round(20_000, 600_000, 1_000), soft: rng.round(0, 60_000, 1_000) }
      : null;
    truth.rehab = rehab ? rehab.hard + rehab.soft : null;
    truth.entity = entity;
    truth.members = members;
    const [activity] = await db
      .insert(activities)
      .values({
        loan_id: loanId,
        name: 'Loan application',
        activity_type: 'application',
        state_epoch: 1_780_000_000,
        last_update: 1_780_000_000,
      })
      .returning();
    await db.insert(applications).values({
      activity_id: activity!.id,
      loan_id: loanId,
      data: {
        entity: {
          entityName: entity,
          numberOfMembers: n,
          members: members.map((m) => ({
            firstName: m.name.split(' ')[0],
            lastName: m.name.split(' ')[1],
            percentage: String(m.pct),
          })),
        },
        property: { numberOfUnits: units, purchasePrice },
        rehab: rehab
          ? { requiresRehab: 'yes', hardCost: rehab.hard, softCost: rehab.soft }
          : { requiresRehab: 'no' },
      },
    });
  }

  await addStatementsAndReports(db, rng, truth, { year, address, propertyId: property!.id });
  // A personal financial statement report that states a different net worth (the record wins).
  if (truth.borrowers[0]!.net_worth !== null && rng.chance(0.5)) {
    const stated = Math.round((truth.borrowers[0]!.net_worth * rng.round(0.7, 1.3, 0.01)) / 10_000) * 10_000;
    truth.pfsNetWorth = stated;
    await db.insert(reports).values({
      loan_id: loanId,
      source: 'pfs',
      report_type: 'Borrower Experience',
      state: 'done',
      result: {
        sections: [
          {
            title: truth.borrowers[0]!.name,
            entity_type: 'borrower',
            entity_id: borrowerIds[0],
            items: [{ index: 0, key: 'net_worth', label: 'Stated Net Worth', value: stated }],
          },
        ],
      },
    });
  }
  // A term sheet whose text names a net worth requirement, not the borrower's net worth.
  await addDocument(db, loanId, {
    name: 'Term Sheet',
    klass: 'term-sheet',
    pages: ['Term sheet\nMinimum Net Worth: N/A\nMinimum Liquidity: N/A'],
    points: [],
  });
  for (const name of FINDINGS.filter(() => rng.chance(0.3))) {
    await db
      .insert(insights)
      .values({ loan_id: loanId, entity_type: 'loan', name, level: rng.int(1, 2), source: 'report' });
    truth.findings.push(name);
  }
  // Every other loan is funded and boarded: its servicing questions have answers, the others' do not.
  if (seed % 2 === 0) truth.servicing = await boardLoan(db, loanId, amount);
  return truth;
};

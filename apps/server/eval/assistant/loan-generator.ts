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
import { dealFindings, drawDeal, drawWealth, type PropertyKind } from './deal-figures';
import { addDocument, addStatementsAndReports } from './generated-documents';
import { boardLoan, creditScoreLimit, type ServicingTruth } from './structured-truth';

const FIRST = ['Avery', 'Jordan', 'Priya', 'Mateo', 'Hannah', 'Kwame', 'Lena', 'Tomasz', 'Imani', 'Ravi'];
const LAST = ['Okafor', 'Lindqvist', 'Castillo', 'Nakamura', 'Brennan', 'Haddad', 'Moreau', 'Petrov'];
const STREETS = ['Cedar Ridge Rd', 'Harbor View Dr', 'Old Mill Ln', 'Juniper St', 'Quarry Ave'];

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
  propertyType: PropertyKind;
  squareFootage: number;
  /** The market's monthly rent per unit and the property's own (the rent roll's total / units). */
  marketRent: number;
  rentPerUnit: number;
  monthlyRent: number | null;
  noi: number | null;
  /**
   * Annual debt service by the note's terms (the DSCR's denominator): the level P&I payment x 12
   * when the servicing terms amortize, else interest only (the loan amount x the rate), the bridge
   * lender's default and what a loan not boarded is underwritten on.
   */
  debtService: { annual: number; amortizationMonths: number };
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

const DAY = 86_400;
const isoDay = (epoch: number) => new Date(epoch * 1000).toISOString().slice(0, 10);

/** One random loan file; `seed` decides every value (a boarded loan's dates count back from today). */
export const generateLoan = async (db: Db, seed: number): Promise<Truth> => {
  const rng = createRng(seed * 7919 + 13);
  // Every other loan is funded ten days ago and boarded: it closed on its funding day.
  const boarded = seed % 2 === 0;
  const fundedEpoch = Math.floor(Date.now() / 1000 / DAY) * DAY - 10 * DAY + 12 * 3600;
  const seeded = `${rng.int(2024, 2026)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const closing = boarded ? isoDay(fundedEpoch) : seeded;
  const withApplication = rng.chance(0.75);
  const deal = drawDeal(rng, withApplication && rng.chance(0.4));
  const { amount, purchasePrice, units } = deal;
  const rate = rng.round(0.075, 0.13, 0.0025);
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
    propertyType: deal.propertyType,
    squareFootage: deal.squareFootage,
    marketRent: deal.marketRent,
    rentPerUnit: deal.rentPerUnit,
    monthlyRent: null,
    noi: null,
    debtService: { annual: Math.round(amount * rate * 100) / 100, amortizationMonths: 0 },
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
    // A co-borrower brings part of the strength the first one does.
    const wealth = drawWealth(rng, i === 0 ? amount : amount / 2);
    const b = {
      name: `${first} ${last}`,
      net_worth: wealth.netWorth,
      liquidity: wealth.liquidity,
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
  // The NOI is stated (property record, appraisal) on most files; the rents always underlie it.
  const noi = rng.chance(0.6) ? deal.noi : null;
  truth.noi = noi;
  const [property] = await db
    .insert(properties)
    .values({
      loan_id: loanId,
      property_type: deal.propertyType,
      address_address: address,
      address_city: 'Springfield',
      address_state: 'IL',
      purchase_price: purchasePrice,
      number_of_units: units,
      details: {
        total_square_footage: deal.squareFootage,
        year_built: deal.yearBuilt,
        rent_per_unit: deal.rentPerUnit,
        ...(noi ? { noi } : {}),
      },
    })
    .returning();

  // The application: an entity with members and their ownership, maybe a rehab budget.
  if (withApplication) {
    const entity = `${rng.pick(LAST)} ${rng.pick(['Holdings', 'Capital', 'Partners'])} LLC`;
    const n = rng.int(1, 3);
    const shares = n === 1 ? [100] : n === 2 ? [60, 40] : [50, 30, 20];
    // The borrowers are the entity's first members.
    const members = shares.map((pct, i) => ({ name: truth.borrowers[i]?.name ?? person(rng), pct }));
    const rehab = deal.rehab;
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

  await addStatementsAndReports(db, rng, truth, { deal, address, propertyId: property!.id });
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
  const scores = truth.borrowers.map((b) => b.credit_score);
  for (const finding of dealFindings(rng, deal, scores, truth.creditLimit)) {
    await db.insert(insights).values({ loan_id: loanId, entity_type: 'loan', ...finding });
    truth.findings.push(finding.name);
  }
  // Every other loan is funded and boarded (half of them amortizing over 30 years): its servicing
  // questions have answers, the others' do not; its DSCR is on the note's own debt service.
  if (boarded) {
    const amortizationMonths = seed % 4 === 0 ? 360 : 0;
    truth.servicing = await boardLoan(db, loanId, { amount, fundedEpoch, amortizationMonths });
    truth.debtService = { annual: truth.servicing.annualDebtService, amortizationMonths };
  }
  return truth;
};

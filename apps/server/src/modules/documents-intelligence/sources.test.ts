// The sources browser over the API (issue 23 item 3): for a key, every source that states it — the
// borrower and property records, a report's item, a document's data point with page and quote, a
// staff edit with who and when, the application — and the ones that disagree flagged.
import { eq } from 'drizzle-orm';
import type { LoanSource } from '@lending/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  applications,
  borrowers,
  dataPoints,
  loanBorrowers,
  properties,
  reports,
} from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { insertLoan } from '../../test/fixtures';
import { caller, type Caller } from '../loan-status/lifecycle.test-helpers';
import { addDocument } from '../../../eval/assistant/generated-documents';

let ctx: TestContext;
let admin: Caller;
let loan: { id: string; human_id: string };
let rentRoll: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = caller(ctx);
  const inserted = await insertLoan(ctx.db, { property: { number_of_units: 12 } });
  loan = inserted.loan;
  const [b] = await ctx.db
    .insert(borrowers)
    .values({ first_name: 'Brenda', last_name: 'Walsh', net_worth: 6_400_000, liquidity: 1_150_000 })
    .returning();
  await ctx.db.insert(loanBorrowers).values({ loan_id: loan.id, borrower_id: b!.id });
  await ctx.db.insert(reports).values({
    loan_id: loan.id,
    source: 'pfs',
    report_type: 'Borrower Experience',
    state: 'done',
    result: {
      sections: [
        {
          title: 'Brenda Walsh',
          entity_type: 'borrower',
          entity_id: b!.id,
          items: [
            {
              index: 0,
              key: 'net_worth',
              label: 'Stated Net Worth',
              value: 5_900_000,
              note: 'Borrower-signed',
            },
          ],
        },
      ],
    },
  });
  rentRoll = await addDocument(ctx.db, loan.id, {
    name: 'Rent Roll',
    klass: 'rent-roll',
    pages: ['Rent roll\n11 units\nTotal monthly rent $14,300.00'],
    points: [
      { key: 'unit_count', value: 11, type: 'INTEGER', page: 1, quote: '11 units' },
      {
        key: 'total_monthly_rent',
        value: 14_300,
        type: 'FLOAT',
        page: 1,
        quote: 'Total monthly rent $14,300.00',
      },
    ],
  });
  await ctx.db
    .update(dataPoints)
    .set({
      source: 'staff',
      value: 14_350,
      corrected_by: ctx.users.admin.id,
      corrected_at: new Date('2026-03-02T10:00:00Z'),
    })
    .where(eq(dataPoints.key_name, 'total_monthly_rent'));
  const [activity] = await ctx.db
    .insert(activities)
    .values({
      loan_id: loan.id,
      name: 'Application',
      activity_type: 'application',
      state_epoch: 0,
      last_update: 0,
    })
    .returning();
  await ctx.db.insert(applications).values({
    activity_id: activity!.id,
    loan_id: loan.id,
    data: {
      entity: {
        entityName: 'Maple Holdings LLC',
        members: [
          { firstName: 'Brenda', lastName: 'Walsh', percentage: '60' },
          { firstName: 'Sam', lastName: 'Ortiz', percentage: '40' },
        ],
      },
      property: { numberOfUnits: 12 },
    },
  });
});
afterAll(async () => {
  await ctx?.close();
});

const sources = async (key: string) =>
  ((await admin('GET', `/loan/${loan.human_id}/get-all-sources`)).json() as LoanSource[]).filter(
    (s) => s.source_key === key,
  );

describe('sources browser', () => {
  it('lists the net worth from the borrower record and the report, flagged as disagreeing', async () => {
    const list = await sources('net_worth');
    expect(list.map((s) => [s.origin, s.source_name, s.display, s.subject, s.disagrees])).toEqual([
      ['record', 'Borrower record', '$6,400,000', 'Brenda Walsh', true],
      ['report', 'Borrower Experience report (pfs)', '$5,900,000', 'Brenda Walsh', true],
    ]);
    expect(list[1]!.quote).toBe('Borrower-signed');
  });

  it("lists units from the property record, the application and the rent roll's page and quote", async () => {
    const list = await sources('units');
    expect(list.map((s) => [s.origin, s.display, s.disagrees])).toEqual([
      ['record', '12', true],
      ['document', '11', true],
      ['application', '12', true],
    ]);
    expect(list[1]).toMatchObject({
      key_name: 'unit_count',
      page: 1,
      quote: '11 units',
      documents: [{ document_id: rentRoll, document_name: 'Rent Roll', page: 1 }],
    });
  });

  it('shows a staff edit with who and when; agreeing sources are not flagged', async () => {
    const [rent] = await sources('monthly_rent');
    expect(rent).toMatchObject({
      origin: 'staff',
      display: '$14,350',
      edited_by: 'Ada Admin',
      edited_at: Date.parse('2026-03-02T10:00:00Z') / 1000,
      disagrees: false,
    });
    const liquidity = await sources('liquidity');
    expect(liquidity.map((s) => [s.display, s.disagrees])).toEqual([['$1,150,000', false]]);
    const members = await sources('ownership');
    expect(members[0]).toMatchObject({ origin: 'application', display: 'Brenda Walsh 60%, Sam Ortiz 40%' });
  });

  it("names each statement's month on all its figures, and shows money and dates as such", async () => {
    for (const [month, last] of [
      ['August', 31],
      ['September', 30],
    ] as const) {
      const end = `${month} ${last}, 2026`;
      await addDocument(ctx.db, loan.id, {
        name: 'Bank Statements',
        klass: 'bank-statement',
        pages: [`Account Holder: Maple Holdings LLC\nStatement period ending ${end}`],
        points: [
          {
            key: 'account_holder',
            value: 'Maple Holdings LLC',
            type: 'STRING',
            page: 1,
            quote: 'Account Holder',
          },
          { key: 'statement_period_end', value: end, type: 'DATE', page: 1, quote: end },
        ],
      });
    }
    const holders = await sources('account_holder');
    // Newest period first, as a lender reads monthly statements.
    expect(holders.map((s) => [s.source_name, s.period])).toEqual([
      ['Bank Statements', 'September 2026'],
      ['Bank Statements', 'August 2026'],
    ]);
    await addDocument(ctx.db, loan.id, {
      name: 'Insurance Binder',
      klass: 'insurance-binder',
      pages: ['Total Annual Premium: $64,750.00\nEffective 09/01/2026'],
      points: [
        {
          key: 'annual_premium',
          value: 64_750,
          type: 'FLOAT',
          page: 1,
          quote: 'Total Annual Premium: $64,750.00',
        },
        { key: 'effective_date', value: '2026-09-01', type: 'DATE', page: 1, quote: 'Effective 09/01/2026' },
      ],
    });
    expect((await sources('annual_premium')).map((s) => [s.display, s.period])).toEqual([['$64,750', null]]);
    // A date reads as every date on screen (mm/dd/yyyy), not as the ISO value the API carries.
    expect((await sources('effective_date')).map((s) => [s.value, s.display])).toEqual([
      ['2026-09-01', '09/01/2026'],
    ]);
  });

  it("lists a key's sources by the period they state, newest first, whatever the upload order", async () => {
    for (const [end, balance] of [
      ['01/31/2026', 41_200],
      ['12/31/2025', 38_950],
      ['02/28/2026', 44_075.5],
    ] as const)
      await addDocument(ctx.db, loan.id, {
        name: 'Statement',
        klass: 'bank-statement',
        pages: [`Statement period ending ${end}\nEnding balance $${balance}`],
        points: [
          { key: 'statement_period_end', value: end, type: 'DATE', page: 1, quote: end },
          { key: 'ending_balance', value: balance, type: 'FLOAT', page: 1, quote: `Ending balance` },
        ],
      });
    expect((await sources('ending_balance')).map((s) => [s.period, s.display])).toEqual([
      ['February 2026', '$44,075.50'],
      ['January 2026', '$41,200'],
      ['December 2025', '$38,950'],
    ]);
  });

  it("shows a report's other items as the report reads them: money with its currency, a year, a date", async () => {
    await ctx.db.insert(reports).values({
      loan_id: loan.id,
      source: 'attom',
      report_type: 'Property Analysis',
      state: 'done',
      result: {
        sections: [
          {
            title: 'Subject property',
            items: [
              { index: 0, key: 'median_household_income', label: 'Median Household Income', value: 85_000 },
              { index: 1, key: 'last_sale_year', label: 'Last Sale Year', value: 2019 },
              { index: 2, key: 'last_sale_date', label: 'Last Sale Date', value: '2019-05-01' },
              { index: 3, key: 'flood_zone', label: 'Flood Zone', value: 'X' },
            ],
          },
        ],
      },
    });
    const all = (await admin('GET', `/loan/${loan.human_id}/get-all-sources`)).json() as LoanSource[];
    const shown = (key: string) => all.find((s) => s.source_key === `report_item:${key}`)?.display;
    expect(['median_household_income', 'last_sale_year', 'last_sale_date', 'flood_zone'].map(shown)).toEqual([
      '$85,000',
      '2019',
      '05/01/2019',
      'X',
    ]);
  });

  it("compares a one-property loan's purchase price with its property's, and flags both when they differ", async () => {
    expect((await sources('purchase_price')).map((s) => [s.source_name, s.display, s.disagrees])).toEqual([
      ['Loan record', '$1,600,000', false],
      ['Property record', '$1,600,000', false],
    ]);
    await ctx.db.update(properties).set({ purchase_price: 1_500_000 }).where(eq(properties.loan_id, loan.id));
    expect((await sources('purchase_price')).map((s) => [s.source_name, s.display, s.disagrees])).toEqual([
      ['Loan record', '$1,600,000', true],
      ['Property record', '$1,500,000', true],
    ]);
  });

  it('marks an implausible figure with the rule it fails (89 units on 9,700 sq ft), and only that one', async () => {
    const [property] = await ctx.db.select().from(properties).where(eq(properties.loan_id, loan.id));
    await ctx.db
      .update(properties)
      .set({ number_of_units: 89, details: { ...property!.details, total_square_footage: 9_700 } })
      .where(eq(properties.id, property!.id));
    try {
      const list = await sources('units');
      expect(list.map((s) => [s.origin, s.display, s.implausible])).toEqual([
        ['record', '89', '89 units on 9,700 sq ft is 109 sq ft per unit (at least 150 needed)'],
        ['document', '11', null],
        ['application', '12', null],
      ]);
      expect((await sources('square_footage')).map((s) => [s.display, s.implausible])).toEqual([
        ['9,700 sq ft', null],
      ]);
    } finally {
      await ctx.db.update(properties).set(property!).where(eq(properties.id, property!.id));
    }
  });

  it('is for staff only', async () => {
    expect(
      (await caller(ctx, ctx.tokens.borrower)('GET', `/loan/${loan.id}/get-all-sources`)).statusCode,
    ).toBe(403);
    expect((await caller(ctx, ctx.tokens.broker)('GET', `/loan/${loan.id}/get-all-sources`)).statusCode).toBe(
      403,
    );
  });
});

// The demo seed boards its Funded loans with months of history (issue 19 item 1): the third month
// paid 20 days late shows as a late period with its late fee, and the stored ledger sums to the
// balances the API reports.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loans,
  servicingDraws,
  servicingLoans,
  servicingPostings,
  servicingStatements,
} from '../../db/schema';
import { seedDemo } from '../../db/seed/seed-demo';
import { seedModules } from '../../seed-wiring';
import { bearer, createTestContext, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.db, { modules: seedModules, loans: 60 });
});
afterAll(async () => {
  await ctx.close();
});

describe('seeded servicing', () => {
  it('boards the Funded loans with their history', async () => {
    const boarded = await ctx.db.select().from(servicingLoans);
    expect(boarded.length).toBeGreaterThan(0);
    let withLateThird = 0;
    for (const row of boarded) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/servicing/loan/${row.loan_id}`,
        headers: bearer(ctx.tokens.admin),
      });
      expect(response.statusCode).toBe(200);
      const summary = response.json();
      if (summary.late_periods.some((p: { number: number }) => p.number === 3)) withLateThird += 1;
      const postings = await ctx.db
        .select()
        .from(servicingPostings)
        .where(eq(servicingPostings.loan_id, row.loan_id));
      expect(postings.reduce((sum, p) => sum + p.amount_cents, 0n)).toBe(0n);
      const principal = postings
        .filter((p) => p.account === 'principal')
        .reduce((sum, p) => sum + p.amount_cents, 0n);
      expect(principal).toBe(BigInt(Math.round(Number(summary.balances.principal) * 100)));
    }
    expect(withLateThird).toBeGreaterThan(0);
  });

  it('gives Paid-Off loans a closed ledger and Funded loans a funded draw and statements', async () => {
    const rows = await ctx.db
      .select({ loan_id: servicingLoans.loan_id, status: servicingLoans.status, loan_status: loans.status })
      .from(servicingLoans)
      .innerJoin(loans, eq(loans.id, servicingLoans.loan_id));
    const paidOff = rows.filter((r) => r.loan_status === 'Paid-Off');
    expect(paidOff.length).toBeGreaterThan(0);
    for (const row of paidOff) {
      expect(row.status).toBe('paid_off');
      const postings = await ctx.db
        .select()
        .from(servicingPostings)
        .where(eq(servicingPostings.loan_id, row.loan_id));
      // Every balance the borrower owes sums to zero: the history ends in the payoff.
      for (const account of ['principal', 'interest_receivable', 'fees_receivable', 'suspense'])
        expect(
          postings.filter((p) => p.account === account).reduce((sum, p) => sum + p.amount_cents, 0n),
          `${row.loan_id} ${account}`,
        ).toBe(0n);
      const summary = (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/servicing/loan/${row.loan_id}`,
          headers: bearer(ctx.tokens.admin),
        })
      ).json();
      expect(summary.status).toBe('paid_off');
      expect(summary.balances.total).toBe('0.00');
    }
    const funded = rows.filter((r) => r.loan_status === 'Funded').map((r) => r.loan_id);
    const draws = await ctx.db.select().from(servicingDraws);
    expect(draws.some((d) => d.status === 'funded' && funded.includes(d.loan_id))).toBe(true);
    const statements = await ctx.db.select().from(servicingStatements);
    expect(statements.some((st) => funded.includes(st.loan_id))).toBe(true);
  });
});

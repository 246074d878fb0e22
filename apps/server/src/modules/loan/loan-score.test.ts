import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, loans } from '../../db/schema';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertBorrower, insertLoan } from '../../test/fixtures';

let ctx: TestContext;
let loan: Awaited<ReturnType<typeof insertLoan>>['loan'];

beforeAll(async () => {
  ctx = await createTestContext();
  const borrower = await insertBorrower(ctx.db, { score: 80, credit_score: 760 });
  // amount 1,250,000 on a 1,600,000 purchase: LTV 78%.
  loan = (
    await insertLoan(ctx.db, { borrowerIds: [borrower.id], property: { score: 70 }, values: { score: null } })
  ).loan;
});
afterAll(async () => {
  await ctx?.close();
});

describe('loan score', () => {
  it('get-score explains the four categories variable by variable', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/loan/${loan.human_id}/get-score`,
      headers: bearer(ctx.tokens.admin),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.properties).toMatchObject({ score_category: 'properties', total_score: 70 });
    expect(body.borrowers).toMatchObject({
      total_score: 80,
      variables: [expect.objectContaining({ name: 'Borrower', variable_final_score: 80 })],
    });
    expect(body['loan-factors'].variables.map((v: { name: string }) => v.name)).toEqual([
      'Loan to value',
      'Amount at closing',
      'Duration',
    ]);
    expect(body.neighborhoods.total_score).toBeNull();
    expect(body.score).toBeGreaterThan(0);
  });

  it('calculate-score stores the score on the loan and audits it', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/loan/${loan.id}/calculate-score`,
      headers: bearer(ctx.tokens.admin),
    });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(loans).where(eq(loans.id, loan.id));
    expect(row!.score).toBe(res.json().score);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/loan/${loan.id}`,
      headers: bearer(ctx.tokens.admin),
    });
    expect(detail.json().score).toBe(res.json().score);
    const [event] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entity_id, loan.id));
    expect(event).toMatchObject({
      action: 'loan.calculate-score',
      before: { score: null },
      after: { score: res.json().score },
    });
  });

  it('404 for an unknown loan, 403 for a borrower', async () => {
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/loan/99999/get-score',
          headers: bearer(ctx.tokens.admin),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/loan/${loan.id}/calculate-score`,
          headers: bearer(ctx.tokens.borrower),
        })
      ).statusCode,
    ).toBe(403);
  });
});

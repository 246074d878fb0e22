import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, borrowers, loans, properties } from '../../db/schema';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertBorrower, insertLoan } from '../../test/fixtures';

let ctx: TestContext;
let loan: Awaited<ReturnType<typeof insertLoan>>['loan'];
let property: Awaited<ReturnType<typeof insertLoan>>['property'];
let borrowerId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const borrower = await insertBorrower(ctx.db, { score: 80, credit_score: 760 });
  // amount 1,250,000 on a 1,600,000 purchase: LTV 78%.
  borrowerId = borrower.id;
  ({ loan, property } = await insertLoan(ctx.db, {
    borrowerIds: [borrower.id],
    property: { score: 70 },
    values: { score: 55 },
  }));
});
afterAll(async () => {
  await ctx?.close();
});

const api = (method: 'GET' | 'PUT', url: string, token = ctx.tokens.admin) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token) });

describe('loan score with the active (demo) model', () => {
  it('get-score explains the four categories variable by variable and stores the score', async () => {
    const res = await api('GET', `/loan/${loan.human_id}/get-score`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Single family home +10, 1 unit +5, year built missing (N/A): 15.
    expect(body.properties.total_score).toBe(15);
    expect(body.properties.variables).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Year built',
          variable_final_score: null,
          na_reason: expect.stringMatching(/Missing value/),
        }),
      ]),
    );
    // Credit 760: +5 +5 +5; liquidity and experience missing: 15.
    expect(body.borrowers).toMatchObject({
      total_score: 15,
      variables: expect.arrayContaining([
        expect.objectContaining({
          name: 'Credit score',
          variable_final_score: 15,
          value: 760,
          entity_name: 'Bea Borrower',
        }),
      ]),
    });
    // LTV 0.78125 (no rule), 12 months +4, exit by Sale +4: 8.
    expect(body['loan-factors']).toMatchObject({ total_score: 8 });
    expect(body['loan-factors'].variables[0]).toMatchObject({
      name: 'Loan to value',
      value: 0.7813,
      variable_final_score: 0,
    });
    expect(body.neighborhoods.total_score).toBeNull();
    expect(body.score).toBe(38);
    // The list, the banner and the card read the same stored score.
    const [row] = await ctx.db.select().from(loans).where(eq(loans.id, loan.id));
    expect(row!.score).toBe(38);
    const detail = await api('GET', `/loan/${loan.id}`);
    expect(detail.json().score).toBe(38);
  });

  it('calculate-score stores the score on the loan and audits it', async () => {
    await ctx.db.update(loans).set({ duration_months: 30 }).where(eq(loans.id, loan.id));
    const res = await api('PUT', `/loan/${loan.id}/calculate-score`);
    expect(res.statusCode).toBe(200);
    // 30 months: -4 instead of +4.
    expect(res.json().score).toBe(30);
    const [row] = await ctx.db.select().from(loans).where(eq(loans.id, loan.id));
    expect(row!.score).toBe(30);
    const events = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entity_id, loan.id));
    expect(events.find((e) => e.action === 'loan.calculate-score')).toMatchObject({
      before: { score: 38 },
      after: { score: 30 },
    });
  });

  it('edits of the loan, its property and its borrower recalculate the stored score (one score)', async () => {
    const scoreNow = async () => (await ctx.db.select().from(loans).where(eq(loans.id, loan.id)))[0]!.score;
    const request = (method: 'PUT' | 'POST', url: string, payload: object) =>
      ctx.app.inject({ method, url: `/api${url}`, headers: bearer(ctx.tokens.admin), payload });
    const versionOf = async (table: typeof loans | typeof properties | typeof borrowers, id: string) =>
      (await ctx.db.select({ version: table.version }).from(table).where(eq(table.id, id)))[0]!.version;
    expect(await scoreNow()).toBe(30);
    // Loan: 12 months again: +4 instead of -4.
    expect(
      (
        await request('PUT', `/loan/${loan.id}/update`, {
          duration_months: 12,
          version: await versionOf(loans, loan.id),
        })
      ).statusCode,
    ).toBe(200);
    expect(await scoreNow()).toBe(38);
    // Property: Land instead of Single family home: -5 instead of +10.
    expect(
      (
        await request('PUT', `/property/${property.id}/update`, {
          property_type: 'Land',
          version: await versionOf(properties, property.id),
        })
      ).statusCode,
    ).toBe(200);
    expect(await scoreNow()).toBe(23);
    // Borrower: liquidity 1,200,000 now known: +10.
    expect(
      (
        await request('PUT', `/borrower/${borrowerId}/update`, {
          liquidity: 1_200_000,
          version: await versionOf(borrowers, borrowerId),
        })
      ).statusCode,
    ).toBe(200);
    expect(await scoreNow()).toBe(33);
    const card = await api('GET', `/loan/${loan.id}/get-score`);
    const detail = await api('GET', `/loan/${loan.human_id}`);
    expect(card.json().score).toBe(33);
    expect(detail.json().score).toBe(33);
  });

  it('404 for an unknown loan, 403 for a borrower', async () => {
    expect((await api('GET', '/loan/99999/get-score')).statusCode).toBe(404);
    expect((await api('PUT', `/loan/${loan.id}/calculate-score`, ctx.tokens.borrower)).statusCode).toBe(403);
  });
});

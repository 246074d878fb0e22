// Automatic boarding (issue 19 item 1): Set Funded boards the loan from its accepted terms in the
// same transaction (the Servicing tab has the record at once); a loan whose terms are incomplete
// still moves to Funded and is left for staff to board by hand.
import { and, eq } from 'drizzle-orm';
import { servicingMessages } from '@lending/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertLoan } from '../../test/fixtures';

let ctx: TestContext;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const fundedOn = iso(Date.now() - 40 * DAY);

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(ctx.tokens.admin), payload });

describe('boarding when a loan reaches Funded', () => {
  it('boards the loan from its accepted terms as Set Funded moves it', async () => {
    const { loan } = await insertLoan(ctx.db, {
      values: {
        status: 'Commitment-Accepted',
        amount_at_closing: 742_500,
        interest_rate: 0.1125,
        duration_months: 18,
      },
    });
    expect((await call('GET', `/servicing/loan/${loan.id}`)).statusCode).toBe(404);
    const funded = await call('POST', `/loan-status/${loan.id}/set/funded/${fundedOn}`);
    expect(funded.statusCode).toBe(200);
    const summary = await call('GET', `/servicing/loan/${loan.id}`);
    expect(summary.statusCode).toBe(200);
    expect(summary.json().terms).toMatchObject({
      principal: '742500.00',
      annual_rate: '11.25',
      funded_date: fundedOn,
      term_months: 18,
      amortization_months: 0,
      day_count: 'actual/360',
    });
    expect(summary.json().balances.principal).toBe('742500.00');
    const audit = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity_id, loan.id), eq(auditEvents.action, 'servicing.board.automatic')));
    expect(audit).toHaveLength(1);
    // Staff boarding by hand again is refused: the record is already there.
    const again = await call('POST', `/servicing/loan/${loan.id}/board`, {});
    expect([again.statusCode, again.json().message]).toEqual([409, servicingMessages.alreadyBoarded]);
  });

  it('moves a loan without a rate to Funded and leaves it for staff to board', async () => {
    const { loan } = await insertLoan(ctx.db, {
      values: { status: 'Commitment-Accepted', interest_rate: null },
    });
    expect((await call('POST', `/loan-status/${loan.id}/set/funded/${fundedOn}`)).statusCode).toBe(200);
    const summary = await call('GET', `/servicing/loan/${loan.id}`);
    expect([summary.statusCode, summary.json().message]).toEqual([404, servicingMessages.notBoarded]);
  });

  it('does not board when the Funded move is refused', async () => {
    const { loan } = await insertLoan(ctx.db, { values: { status: 'Underwriting' } });
    expect((await call('POST', `/loan-status/${loan.id}/set/funded/${fundedOn}`)).statusCode).toBe(409);
    expect((await call('GET', `/servicing/loan/${loan.id}`)).statusCode).toBe(404);
  });
});

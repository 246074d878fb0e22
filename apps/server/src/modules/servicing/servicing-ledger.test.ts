// The servicing ledger through the real app: boarding a Funded loan, payments through the
// waterfall, idempotent concurrent posts, back-dated payments appending corrections, reversals,
// late fees, the payoff quote that pays the loan off (Paid-Off, payload filled), append-only rows,
// and who may see or do what.
import { and, eq, sql } from 'drizzle-orm';
import { servicingMessages } from '@lending/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, loans, servicingEvents, servicingLedgerEvents } from '../../db/schema';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertBorrower, insertLoan } from '../../test/fixtures';

let ctx: TestContext;
let loanId: string;
let othersLoanId: string;
let notFundedId: string;
const DAY = 86_400;
const today = Math.floor(Date.now() / 1000 / DAY);
const iso = (day: number) => new Date(day * DAY * 1000).toISOString().slice(0, 10);
const fundedDay = today - 100;

beforeAll(async () => {
  ctx = await createTestContext();
  const funded = {
    status: 'Funded',
    funded_epoch: fundedDay * DAY,
    interest_rate: 0.12,
    amount_at_closing: 1_000_000,
  };
  loanId = (await insertLoan(ctx.db, { values: funded, borrowerIds: [ctx.users.borrower.borrower_id!] })).loan
    .id;
  const other = await insertBorrower(ctx.db);
  othersLoanId = (await insertLoan(ctx.db, { values: funded, borrowerIds: [other.id] })).loan.id;
  notFundedId = (await insertLoan(ctx.db, { values: { status: 'Commitment-Accepted' } })).loan.id;
});
afterAll(async () => {
  await ctx.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, token = ctx.tokens.admin) =>
  ctx.app.inject({
    method,
    url: `/api/servicing/loan/${url}`,
    headers: bearer(token),
    payload: payload as object,
  });
const summary = async (id = loanId, token = ctx.tokens.admin) =>
  (await call('GET', id, undefined, token)).json();
const pay = (amount: string, day: number, extra: Record<string, unknown> = {}) =>
  call('POST', `${loanId}/payments`, { amount, effective_date: iso(day), method: 'wire', ...extra });
const cents = (text: string) => Math.round(Number(text) * 100);

describe('servicing a funded loan', () => {
  it('boards a Funded loan from its terms, once, by an admin', async () => {
    expect((await call('POST', `${loanId}/board`, {}, ctx.tokens.borrower)).statusCode).toBe(403);
    const boarded = await call('POST', `${loanId}/board`, { day_count: 'actual/360' });
    expect(boarded.statusCode).toBe(200);
    expect(boarded.json().terms).toMatchObject({
      principal: '1000000.00',
      annual_rate: '12',
      day_count: 'actual/360',
      funded_date: iso(fundedDay),
      term_months: 12,
      amortization_months: 0,
    });
    expect(boarded.json().balances.principal).toBe('1000000.00');
    expect((await call('POST', `${loanId}/board`, {})).json().message).toBe(servicingMessages.alreadyBoarded);
    const notFunded = await call('POST', `${notFundedId}/board`, {});
    expect([notFunded.statusCode, notFunded.json().message]).toEqual([409, servicingMessages.notFunded]);
    expect((await call('POST', `${othersLoanId}/board`, {})).statusCode).toBe(200);
  });

  it("shows a loan to its borrower and answers 404 for anyone else's", async () => {
    expect((await call('GET', loanId, undefined, ctx.tokens.borrower)).statusCode).toBe(200);
    expect((await call('GET', othersLoanId, undefined, ctx.tokens.borrower)).statusCode).toBe(404);
    expect((await call('GET', `${othersLoanId}/ledger`, undefined, ctx.tokens.broker)).statusCode).toBe(404);
    expect((await call('GET', `${othersLoanId}/payoff`, undefined, ctx.tokens.borrower)).statusCode).toBe(
      404,
    );
    expect((await call('POST', `${loanId}/payments`, {}, ctx.tokens.borrower)).statusCode).toBe(403);
  });

  it("refuses bad payments with the module's messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '0' }, servicingMessages.amountInvalid],
      [{ amount: '-5.00' }, servicingMessages.amountInvalid],
      [{ amount: '1000000000.01' }, servicingMessages.principalTooLarge],
      [{ method: 'cash' }, servicingMessages.methodInvalid],
      [{ effective_date: iso(fundedDay - 1) }, servicingMessages.effectiveBeforeFunding],
      [{ effective_date: iso(today + 2) }, servicingMessages.effectiveInFuture],
    ];
    for (const [change, message] of cases) {
      const response = await call('POST', `${loanId}/payments`, {
        amount: '10.00',
        effective_date: iso(today),
        method: 'ach',
        ...change,
      });
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    }
  });

  it('applies a payment to interest first and audits it; every balance is the sum of its postings', async () => {
    const { terms, next_due: next } = await summary();
    const firstDue = terms.first_payment_date as string;
    // Funded 100 days ago and paid monthly: three due dates have passed, the fourth is next.
    expect(next).toMatchObject({ number: 4 });
    // 10,000.00 is short of the first installment's interest: it waits in suspense (issue 19 item 4)
    // and is applied, interest first, with the next payment that covers the installment.
    const response = await call('POST', `${loanId}/payments`, {
      amount: '10000.00',
      effective_date: firstDue,
      method: 'ach',
    });
    expect(response.statusCode).toBe(200);
    const state = await summary();
    const payment = state.payments.find((p: { id: string }) => p.id === response.json().id);
    expect([payment.interest, payment.suspense]).toEqual(['0.00', '10000.00']);
    expect(cents(payment.interest) + cents(payment.principal) + cents(payment.fees)).toBe(0);
    const audits = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'servicing.payment'));
    expect(audits.length).toBeGreaterThan(0);
    const ledger = (await call('GET', `${loanId}/ledger?size=500`)).json();
    const total = ledger.postings.reduce((sum: number, p: { amount: string }) => sum + cents(p.amount), 0);
    expect(total).toBe(0); // double entry
  });

  it('a short first payment and missed months are late and assessed their fee once each', async () => {
    const state = await summary();
    // Month 1 was paid short and month 2 not at all; month 3 is late only once its 10 grace days pass.
    const late = state.late_periods as { number: number; days_late: number }[];
    expect(late.map((p) => p.number)).toEqual(expect.arrayContaining([1, 2]));
    expect(late.every((p) => p.days_late > 10)).toBe(true);
    expect(state.late_fees_assessed).toBe(late.length);
    expect(cents(state.balances.fees)).toBeGreaterThan(0);
    // The paid-off modal's answers: each late period counted in its 30/60/90 bucket.
    const inBucket = (from: number, to: number) =>
      late.filter((p) => p.days_late >= from && p.days_late < to);
    expect(state.late_answers).toEqual({
      is_late_payment: true,
      late_days: [
        { late_days: 30, count: inBucket(30, 60).length },
        { late_days: 60, count: inBucket(60, 90).length },
        { late_days: 90, count: inBucket(90, 10_000).length },
      ],
    });
    expect(inBucket(30, 10_000).length).toBeGreaterThan(0);
  });
});

describe('concurrency, back-dating and reversals', () => {
  it('two staff posting the same payment at once apply it once', async () => {
    const key = `wire-${Date.now()}`;
    const [a, b] = await Promise.all([
      pay('2500.00', today - 5, { idempotency_key: key }),
      pay('2500.00', today - 5, { idempotency_key: key }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().id).toBe(b.json().id);
    const rows = await ctx.db
      .select()
      .from(servicingLedgerEvents)
      .where(and(eq(servicingLedgerEvents.loan_id, loanId), eq(servicingLedgerEvents.idempotency_key, key)));
    expect(rows).toHaveLength(1);
  });

  it('a back-dated payment appends corrections and lowers the interest after it', async () => {
    const before = await summary();
    const response = await pay('100000.00', fundedDay + 3);
    expect(response.statusCode).toBe(200);
    const after = await summary();
    expect(cents(after.balances.principal)).toBeLessThan(cents(before.balances.principal));
    const ledger = (await call('GET', `${loanId}/ledger?size=500`)).json();
    const corrections = ledger.postings.filter(
      (p: { event_id: string; source: string }) =>
        p.event_id === response.json().id && p.source.startsWith('accrual:'),
    );
    expect(corrections.some((p: { amount: string }) => cents(p.amount) < 0)).toBe(true);
  });

  it('a reversal voids its payment once', async () => {
    const posted = await pay('5000.00', today - 2);
    const before = await summary();
    const reverse = (reason = 'NSF returned') =>
      call('POST', `${loanId}/payments/${posted.json().id}/reverse`, { reason, effective_date: iso(today) });
    expect((await reverse()).statusCode).toBe(200);
    const after = await summary();
    expect(after.payments.find((p: { id: string }) => p.id === posted.json().id).reversed).toBe(true);
    expect(cents(after.balances.total)).toBe(cents(before.balances.total) + 500_000);
    expect((await reverse()).json().message).toBe(servicingMessages.alreadyReversed);
    expect((await call('POST', `${loanId}/payments/${posted.json().id}/reverse`, {})).statusCode).toBe(400);
  });

  it('postings are append-only in the database', async () => {
    const failure = await ctx.db
      .execute(sql`UPDATE servicing_postings SET amount_cents = 0`)
      .catch((e: Error) => e);
    expect(String((failure as Error & { cause?: Error }).cause?.message)).toMatch(/append-only/);
  });
});

describe('payoff', () => {
  it('posting the payoff quote pays the loan off with the late payments filled in', async () => {
    const before = await summary();
    const quote = await call('GET', `${loanId}/payoff?date=${iso(today)}`, undefined, ctx.tokens.borrower);
    expect(quote.statusCode).toBe(200);
    const q = quote.json();
    expect(cents(q.payoff_amount)).toBe(
      cents(q.principal) + cents(q.interest) + cents(q.fees) - cents(q.suspense),
    );
    expect(cents(q.per_diem)).toBe(Math.round((cents(q.principal) * 0.12) / 360));
    expect((await call('GET', `${loanId}/payoff?date=${iso(today + 91)}`)).json().message).toBe(
      servicingMessages.payoffDateRange,
    );
    const paid = await pay(q.payoff_amount, today);
    expect(paid.json().paid_off).toBe(true);
    expect(paid.json().balances).toMatchObject({
      principal: '0.00',
      interest: '0.00',
      fees: '0.00',
      total: '0.00',
    });
    const [loan] = await ctx.db.select().from(loans).where(eq(loans.id, loanId));
    expect(loan?.status).toBe('Paid-Off');
    const [event] = await ctx.db
      .select()
      .from(servicingEvents)
      .where(and(eq(servicingEvents.loan_id, loanId), eq(servicingEvents.kind, 'paid-off')));
    // The back-dated 100,000.00 now covers every month early: the ledger says so in the payload.
    expect(event?.payload).toMatchObject({
      is_late_payment: before.late_periods.length > 0,
      late_days: [
        { late_days: 30, count: expect.any(Number) },
        { late_days: 60, count: expect.any(Number) },
        { late_days: 90, count: expect.any(Number) },
      ],
    });
    const again = await pay('10.00', today);
    expect([again.statusCode, again.json().message]).toEqual([409, servicingMessages.loanPaidOff]);
  });
});

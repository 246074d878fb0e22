// Extensions, default interest, the schedule after a draw and suspense (issue 19 items 3, 4, 7 and
// 8) through the real app on PostgreSQL: who may call, bad input, and the ledger figures a servicer
// checks (fee, maturity, default interest as its own bucket, the next payment, suspense), the
// stored ledger always equal to the replay the summary shows.
import { servicingMessages as m } from '@lending/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, auditEvents } from '../../db/schema/index';
import { pdftotext } from '../../lib/pdf-text';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertLoan } from '../../test/fixtures';

let ctx: TestContext;
let loanId: string;
let drawLoanId: string;
const DAY = 86_400;
const today = Math.floor(Date.now() / 1000 / DAY);
const iso = (day: number) => new Date(day * DAY * 1000).toISOString().slice(0, 10);
const dayOf = (text: string) => Math.floor(Date.parse(`${text}T00:00:00Z`) / 1000 / DAY);
const cents = (text: string) => BigInt(Math.round(Number(text) * 100));
/** balance x 12% x days / 360, rounded half up to the cent (the loans' actual/360). */
const interest = (balance: bigint, days: number) => (balance * 12n * BigInt(days) * 2n + 36_000n) / 72_000n;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/servicing/${url}`,
    headers: bearer(token),
    payload: payload as object,
  });

const ledgerBalance = async (id: string, account: string) =>
  (await call('GET', `loan/${id}/ledger?size=1`, ctx.tokens.admin)).json().balances[account] ?? '0.00';

beforeAll(async () => {
  ctx = await createTestContext();
  const funded = { status: 'Funded', funded_epoch: (today - 70) * DAY, interest_rate: 0.12 };
  const borrowerIds = [ctx.users.borrower.borrower_id!];
  loanId = (await insertLoan(ctx.db, { values: { ...funded, construction_reserve: null }, borrowerIds })).loan
    .id;
  drawLoanId = (await insertLoan(ctx.db, { values: funded, borrowerIds })).loan.id;
  const now = Math.floor(Date.now() / 1000);
  await ctx.db.insert(activities).values({
    loan_id: loanId,
    activity_type: 'term-sheet',
    name: 'Term Sheet',
    state: 'accepted',
    state_epoch: now,
    last_update: now,
    data: {
      values: {
        extensions_allowed: 1,
        extension_period_months: 6,
        extension_fee: 0.01,
        extension_interest_rate: 0.13,
      },
    },
  });
  for (const id of [loanId, drawLoanId])
    expect((await call('POST', `loan/${id}/board`, ctx.tokens.admin, {})).statusCode).toBe(200);
});
afterAll(async () => {
  await ctx.close();
});

describe('extensions', () => {
  it('boarding takes the extension terms from the accepted term sheet', async () => {
    const summary = (await call('GET', `loan/${loanId}`, ctx.tokens.borrower)).json();
    expect(summary.extensions).toEqual({
      used: 0,
      allowed: 1,
      period_months: 6,
      fee_percent: '1',
      rate: '13',
    });
    expect(summary.default).toEqual({ in_default: false, since: null, rate: '17', started: null });
    const schedule = (await call('GET', `loan/${loanId}/schedule`, ctx.tokens.admin)).json();
    expect([schedule.lines.length, schedule.lines.at(-1).due_date]).toEqual([12, summary.maturity_date]);
    expect(dayOf(summary.maturity_date)).toBeGreaterThan(today);
  });

  it('refuses borrowers, callers without a session and bad dates', async () => {
    expect((await call('POST', `loan/${loanId}/extensions`, ctx.tokens.borrower, {})).statusCode).toBe(403);
    expect((await call('POST', `loan/${loanId}/extensions`, ctx.tokens.broker, {})).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/servicing/loan/${loanId}/extensions`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await call('POST', `loan/${loanId}/extensions`, ctx.tokens.admin, {
      effective_date: '2026-13-40',
    });
    expect([bad.statusCode, bad.json().message]).toEqual([400, m.dateInvalid]);
    const early = await call('POST', `loan/${loanId}/extensions`, ctx.tokens.admin, {
      effective_date: iso(today - 400),
    });
    expect([early.statusCode, early.json().message]).toEqual([400, m.effectiveBeforeFunding]);
    const future = await call('POST', `loan/${loanId}/extensions`, ctx.tokens.admin, {
      effective_date: iso(today + 3),
    });
    expect([future.statusCode, future.json().message]).toEqual([400, m.effectiveInFuture]);
  });

  it('charges the fee, moves maturity by the period, applies the extension rate; once only; audited; agreement', async () => {
    const before = (await call('GET', `loan/${loanId}`, ctx.tokens.admin)).json();
    const extended = await call('POST', `loan/${loanId}/extensions`, ctx.tokens.admin, {});
    expect(extended.statusCode).toBe(200);
    const body = extended.json();
    expect(body).toMatchObject({
      fee: '10000.00',
      rate: '13',
      months: 6,
      previous_maturity_date: before.maturity_date,
    });
    // Six months on, on the first payment's day clamped to the month's end (as every due date).
    const [y, mo] = (before.maturity_date as string).split('-').map(Number) as [number, number];
    const d = Number((before.terms.first_payment_date as string).slice(8));
    const moved = new Date(Date.UTC(y, mo - 1 + 6, 1));
    moved.setUTCDate(Math.min(d, new Date(Date.UTC(y, mo - 1 + 7, 0)).getUTCDate()));
    expect(body.maturity_date).toBe(moved.toISOString().slice(0, 10));
    const after = (await call('GET', `loan/${loanId}`, ctx.tokens.admin)).json();
    expect(after.maturity_date).toBe(body.maturity_date);
    expect(after.extensions.used).toBe(1);
    expect(cents(after.balances.fees) - cents(before.balances.fees)).toBe(1_000_000n);
    expect(await ledgerBalance(loanId, 'fees_receivable')).toBe(after.balances.fees);
    const schedule = (await call('GET', `loan/${loanId}/schedule`, ctx.tokens.admin)).json();
    expect(schedule.lines).toHaveLength(18);
    expect(schedule.lines.at(-1).due_date).toBe(body.maturity_date);
    // The last line is a whole month at 13% (actual/360) on 1,000,000.00 plus the balloon.
    const last = schedule.lines.at(-1);
    expect(cents(last.interest)).toBe((100_000_000n * 13n * BigInt(last.days) * 2n + 36_000n) / 72_000n);
    const again = await call('POST', `loan/${loanId}/extensions`, ctx.tokens.admin, {});
    expect([again.statusCode, again.json().message]).toEqual([409, m.noExtensionsLeft]);
    const [audit] = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity_id, loanId), eq(auditEvents.action, 'servicing.extension')));
    expect(audit?.after).toMatchObject({ extension_id: body.id, maturity_date: body.maturity_date });
    const agreement = await ctx.app.inject({
      method: 'GET',
      url: body.agreement_url,
      headers: bearer(ctx.tokens.borrower),
    });
    expect(agreement.statusCode).toBe(200);
    expect(agreement.headers['content-type']).toBe('application/pdf');
    const text = await pdftotext(agreement.rawPayload);
    expect(text).toContain('Loan Extension Agreement');
    // The new maturity in US form like every generated document (issue 23 item 6).
    const us = (body.maturity_date as string).replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');
    expect(text.replace(/\s+/g, ' ')).toContain(`New maturity date: ${us}`);
    expect(text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    expect(text).toContain('$10,000.00');
    const stranger = await ctx.app.inject({
      method: 'GET',
      url: body.agreement_url,
      headers: bearer(ctx.tokens.broker),
    });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('default interest', () => {
  it('accrues from the default date as its own bucket, in the payoff, until cleared', async () => {
    expect((await call('POST', `loan/${loanId}/default`, ctx.tokens.borrower, {})).statusCode).toBe(403);
    const set = await call('POST', `loan/${loanId}/default`, ctx.tokens.admin, {
      effective_date: iso(today - 30),
    });
    expect(set.statusCode).toBe(200);
    const summary = set.json();
    expect(summary.default).toEqual({
      in_default: true,
      since: iso(today - 30),
      rate: '17',
      started: iso(today - 30),
    });
    // 30 days at the 5-point excess (17% over 12%) on 1,000,000.00, rounded per accrual period.
    const expected = (100_000_000n * 5n * 30n) / 36_000n;
    const accrued = cents(summary.balances.default_interest);
    expect(accrued - expected <= 2n && expected - accrued <= 2n).toBe(true);
    expect(await ledgerBalance(loanId, 'default_interest')).toBe(summary.balances.default_interest);
    const again = await call('POST', `loan/${loanId}/default`, ctx.tokens.admin, {});
    expect([again.statusCode, again.json().message]).toEqual([409, m.alreadyInDefault]);
    const payoff = (
      await call('GET', `loan/${loanId}/payoff?date=${iso(today)}`, ctx.tokens.borrower)
    ).json();
    expect(payoff.default_interest).toBe(summary.balances.default_interest);
    expect(payoff.default_since).toBe(iso(today - 30));
    // The borrower's servicing card shows the default interest owed and since when.
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/servicing/mine',
      headers: bearer(ctx.tokens.borrower),
    });
    expect(mine.json().loans.find((l: { loan_id: string }) => l.loan_id === loanId)).toMatchObject({
      default_interest: summary.balances.default_interest,
      in_default: true,
      default_since: iso(today - 30),
    });
    expect(cents(payoff.payoff_amount)).toBe(
      cents(payoff.principal) +
        cents(payoff.interest) +
        cents(payoff.default_interest) +
        cents(payoff.fees) -
        cents(payoff.suspense) -
        cents(payoff.interest_reserve),
    );
    const cleared = await call('POST', `loan/${loanId}/default/clear`, ctx.tokens.admin, {});
    // Cleared: no longer in default, but the interest it accrued is still owed from its start date.
    expect(cleared.json().default).toMatchObject({
      in_default: false,
      since: null,
      started: iso(today - 30),
    });
    expect(cleared.json().balances.default_interest).toBe(summary.balances.default_interest);
    const twice = await call('POST', `loan/${loanId}/default/clear`, ctx.tokens.admin, {});
    expect([twice.statusCode, twice.json().message]).toEqual([409, m.notInDefault]);
    // A payment goes to fees, then default interest, then interest.
    const paid = await call('POST', `loan/${loanId}/payments`, ctx.tokens.admin, {
      amount: '50000.00',
      effective_date: iso(today),
      method: 'wire',
    });
    expect(paid.statusCode).toBe(200);
    const latest = (await call('GET', `loan/${loanId}`, ctx.tokens.admin)).json();
    const payment = latest.payments.at(-1);
    expect(payment).toMatchObject({
      fees: summary.balances.fees,
      default_interest: summary.balances.default_interest,
    });
    expect(latest.balances.default_interest).toBe('0.00');
  });
});

describe('the schedule after a draw, and suspense', () => {
  it('after a draw is funded the next payment rises by the draw’s interest to the cent', async () => {
    const card = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/servicing/mine',
          headers: bearer(ctx.tokens.borrower),
        })
      )
        .json()
        .loans.find((l: { loan_id: string }) => l.loan_id === drawLoanId);
    const cardBefore = await card();
    const before = (await call('GET', `loan/${drawLoanId}`, ctx.tokens.borrower)).json();
    const lines = (await call('GET', `loan/${drawLoanId}/schedule`, ctx.tokens.admin)).json().lines;
    const nextIndex = lines.findIndex((l: { due_date: string }) => l.due_date === before.next_due.due_date);
    const previous = nextIndex > 0 ? lines[nextIndex - 1].due_date : before.terms.funded_date;
    const request = await call('POST', `loan/${drawLoanId}/draws`, ctx.tokens.borrower, {
      lines: [{ line: 'construction', amount: '50000.00' }],
    });
    expect(request.statusCode).toBe(200);
    const drawId = request.json().id;
    expect(
      (await call('PUT', `loan/${drawLoanId}/draws/${drawId}/approve`, ctx.tokens.admin, {})).statusCode,
    ).toBe(200);
    // The loan's terms require the draw's inspection, done, before it is funded.
    expect(
      (await call('POST', `loan/${drawLoanId}/draws/${drawId}/inspection`, ctx.tokens.admin, {})).statusCode,
    ).toBe(200);
    expect(
      (
        await call('PUT', `loan/${drawLoanId}/draws/${drawId}/inspection`, ctx.tokens.admin, {
          state: 'done',
        })
      ).statusCode,
    ).toBe(200);
    const fund = await call('PUT', `loan/${drawLoanId}/draws/${drawId}/fund`, ctx.tokens.admin, {
      effective_date: iso(today),
    });
    expect(fund.statusCode).toBe(200);
    const after = (await call('GET', `loan/${drawLoanId}`, ctx.tokens.borrower)).json();
    expect(after.next_due.due_date).toBe(before.next_due.due_date);
    const [start, due] = [dayOf(previous), dayOf(before.next_due.due_date)];
    const split = interest(100_000_000n, today - start) + interest(105_000_000n, due - today);
    const whole = interest(100_000_000n, due - start);
    expect(cents(after.next_due.payment) - cents(before.next_due.payment)).toBe(split - whole);
    expect(cents(after.next_due.payment)).toBe(split);
    // The borrower's servicing card: the amount due on that date rises by the same interest.
    const cardAfter = await card();
    expect(cardAfter.next_due.due_date).toBe(before.next_due.due_date);
    expect(cents(cardAfter.next_due.payment) - cents(cardBefore.next_due.payment)).toBe(split - whole);
  });

  it('a short payment waits in suspense until staff apply it; the ledger shows the suspense bucket', async () => {
    const short = await call('POST', `loan/${drawLoanId}/payments`, ctx.tokens.admin, {
      amount: '100.00',
      effective_date: iso(today),
      method: 'check',
    });
    expect(short.statusCode).toBe(200);
    expect(short.json().balances.suspense).toBe('100.00');
    expect(await ledgerBalance(drawLoanId, 'suspense')).toBe('-100.00');
    expect(
      (await call('POST', `loan/${drawLoanId}/suspense/apply`, ctx.tokens.borrower, {})).statusCode,
    ).toBe(403);
    const before = (await call('GET', `loan/${drawLoanId}`, ctx.tokens.admin)).json();
    const applied = await call('POST', `loan/${drawLoanId}/suspense/apply`, ctx.tokens.admin, {});
    expect(applied.statusCode).toBe(200);
    expect(applied.json().balances.suspense).toBe('0.00');
    // Applied through the waterfall: the late fees first (the loan is past due), then interest.
    const owed = (b: { fees: string; interest: string }) => cents(b.fees) + cents(b.interest);
    expect(owed(before.balances) - owed(applied.json().balances)).toBe(10_000n);
    expect(await ledgerBalance(drawLoanId, 'suspense')).toBe('0.00');
    const nothing = await call('POST', `loan/${drawLoanId}/suspense/apply`, ctx.tokens.admin, {});
    expect([nothing.statusCode, nothing.json().message]).toEqual([409, m.noSuspense]);
  });
});

// Floating rates (issue 19 item 1) through the real app on PostgreSQL: staff enter SOFR values and
// load a CSV file (bad lines answered with their numbers, nothing half-loaded), set a loan's
// floating terms; the schedule shows each line's rate, interest accrues at the rate in force each
// day (floored), and a back-dated index value re-derives the stored ledger, which stays equal to a
// replay. Borrowers see their own loan's rate; only staff enter values or terms.
import { and, eq } from 'drizzle-orm';
import { servicingRateMessages as m, servicingMessages } from '@lending/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertBorrower, insertLoan } from '../../test/fixtures';

let ctx: TestContext;
let loanId: string;
let othersLoanId: string;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (text: string) => Date.parse(`${text}T00:00:00Z`);
const today = ms(iso(Date.now()));
const funded = today - 70 * DAY;
const fundedOn = iso(funded);
/** The first reset (the 1st of a month) after funding, and the first due date (one month on). */
const fd = new Date(funded);
const firstReset = Date.UTC(fd.getUTCFullYear(), fd.getUTCMonth() + 1, 1);
/** The same day `n` months after funding, clamped to the month's end (as the schedule's due dates). */
const monthsOn = (n: number) =>
  Date.UTC(
    fd.getUTCFullYear(),
    fd.getUTCMonth() + n,
    Math.min(
      fd.getUTCDate(),
      new Date(Date.UTC(fd.getUTCFullYear(), fd.getUTCMonth() + n + 1, 0)).getUTCDate(),
    ),
  );
const firstDue = monthsOn(1);
const secondDue = monthsOn(2);
const days = (from: number, to: number) => BigInt(Math.round((to - from) / DAY));
/** Interest in cents on $1,000,000 (actual/360) over parts [bps x 100 of rate, days], rounded half up once. */
const interest = (parts: [bigint, bigint][]) => {
  const num = parts.reduce((sum, [rate, d]) => sum + 100_000_000n * rate * d, 0n);
  const den = 360n * 10_000n;
  return (num * 2n + den) / (2n * den);
};
const money = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token = ctx.tokens.admin, payload?: object) =>
  ctx.app.inject({ method, url: `/api/servicing/${url}`, headers: bearer(token), payload });

const upload = (csv: string, index = 'SOFR', token = ctx.tokens.admin) => {
  const boundary = 'index-rates-boundary';
  const body =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sofr.csv"\r\n` +
    `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
  return ctx.app.inject({
    method: 'POST',
    url: `/api/servicing/index-rates/upload?index=${index}`,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
};

beforeAll(async () => {
  ctx = await createTestContext();
  const values = {
    status: 'Commitment-Accepted' as const,
    amount_at_closing: 1_000_000,
    interest_rate: 0.105,
    duration_months: 12,
    construction_reserve: null,
  };
  loanId = (await insertLoan(ctx.db, { values, borrowerIds: [ctx.users.borrower.borrower_id!] })).loan.id;
  othersLoanId = (await insertLoan(ctx.db, { values, borrowerIds: [(await insertBorrower(ctx.db)).id] })).loan
    .id;
  for (const id of [loanId, othersLoanId]) {
    const set = await ctx.app.inject({
      method: 'POST',
      url: `/api/loan-status/${id}/set/funded/${fundedOn}`,
      headers: bearer(ctx.tokens.admin),
    });
    expect(set.statusCode).toBe(200);
  }
});
afterAll(async () => {
  await ctx.close();
});

describe('rate index values', () => {
  it('staff enter a value; bad input is 400 with its message, a second value for a date 409', async () => {
    const created = await call('POST', 'index-rates', ctx.tokens.admin, {
      index: 'SOFR',
      effective_date: iso(funded - 5 * DAY),
      value: '4.31',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ index: 'SOFR', value: '4.31', source: 'staff', loans_reset: 0 });
    const again = await call('POST', 'index-rates', ctx.tokens.admin, {
      index: 'SOFR',
      effective_date: iso(funded - 5 * DAY),
      value: '4.40',
    });
    expect([again.statusCode, again.json().message]).toEqual([409, m.indexDateTaken]);
    const bad = async (body: object) => {
      const response = await call('POST', 'index-rates', ctx.tokens.admin, body);
      return [response.statusCode, response.json().message];
    };
    expect(await bad({ index: 'SOFR', effective_date: '2026-02-30', value: '4' })).toEqual([
      400,
      servicingMessages.dateInvalid,
    ]);
    expect(await bad({ index: 'SOFR', effective_date: '2026-02-03', value: '101' })).toEqual([
      400,
      m.indexValueInvalid,
    ]);
    expect(await bad({ index: 'SOFR', effective_date: '2026-02-03', value: '-1' })).toEqual([
      400,
      m.indexValueInvalid,
    ]);
    expect(await bad({ index: 'sofr rate', effective_date: '2026-02-03', value: '4' })).toEqual([
      400,
      m.indexNameInvalid,
    ]);
  });

  it('only staff enter, list or load values', async () => {
    for (const token of [ctx.tokens.borrower, ctx.tokens.broker]) {
      const body = { index: 'SOFR', effective_date: '2026-02-03', value: '4' };
      expect((await call('POST', 'index-rates', token, body)).statusCode).toBe(403);
      expect((await call('GET', 'index-rates', token)).statusCode).toBe(403);
      expect((await upload('2026-02-03,4\n', 'SOFR', token)).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/servicing/index-rates' })).statusCode).toBe(401);
  });
});

describe('a floating loan', () => {
  it('staff set the floating terms; the schedule and the tab show the all-in rate', async () => {
    expect(
      (await call('PUT', `loan/${loanId}/floating`, ctx.tokens.borrower, { floor: '8.75', reset_day: 1 }))
        .statusCode,
    ).toBe(403);
    const badDay = await call('PUT', `loan/${loanId}/floating`, ctx.tokens.admin, {
      floor: '8.75',
      reset_day: 31,
    });
    expect([badDay.statusCode, badDay.json().message]).toEqual([400, m.resetDayInvalid]);
    // No term sheet on this loan: the spread must be given.
    const noSpread = await call('PUT', `loan/${loanId}/floating`, ctx.tokens.admin, {
      floor: '8.75',
      reset_day: 1,
    });
    expect([noSpread.statusCode, noSpread.json().message]).toEqual([400, m.spreadMissing]);
    const set = await call('PUT', `loan/${loanId}/floating`, ctx.tokens.admin, {
      index: 'SOFR',
      spread: '4.5',
      floor: '8.75',
      reset_day: 1,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      rate_type: 'floating',
      current_rate: '8.81',
      index: 'SOFR',
      index_value: '4.31',
      spread: '4.5',
      floor: '8.75',
      reset_day: 1,
      next_rate: '8.81',
    });
    const seen = await call('GET', `loan/${loanId}/floating`, ctx.tokens.borrower);
    expect([seen.statusCode, seen.json().current_rate]).toEqual([200, '8.81']);
    expect((await call('GET', `loan/${othersLoanId}/floating`, ctx.tokens.borrower)).statusCode).toBe(404);
    const schedule = (await call('GET', `loan/${loanId}/schedule`)).json();
    expect(schedule.lines[0].rate).toBe('8.81');
    expect(schedule.lines[0].interest).toBe(money(interest([[881n, days(funded, firstDue)]])));
  });

  it('a CSV file with bad lines answers their numbers and loads nothing', async () => {
    const before = (await call('GET', 'index-rates?index=SOFR')).json().total;
    const response = await upload(
      'date,value\n2026-01-02,4.3\n2026-13-01,4.3\n2026-01-05,abc\n2026-01-02,4.2\n',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(m.indexFileInvalid);
    expect(response.json().details.map((d: { path: string }) => d.path)).toEqual([
      'line 3',
      'line 4',
      'line 5',
    ]);
    expect((await call('GET', 'index-rates?index=SOFR')).json().total).toBe(before);
    const empty = await upload('date,value\n');
    expect([empty.statusCode, empty.json().message]).toEqual([400, m.indexFileEmpty]);
  });

  it('a back-dated value below the floor re-derives the ledger: the floor applies from the reset', async () => {
    const paidOn = today - DAY;
    const payment = await call('POST', `loan/${loanId}/payments`, ctx.tokens.admin, {
      amount: '100000.00',
      effective_date: iso(paidOn),
      method: 'wire',
    });
    expect(payment.statusCode).toBe(200);
    // The index drops before the first reset: index + spread = 8.40, under the 8.75 floor.
    const loaded = await upload(
      `date,value\r\n${iso(firstReset - 2 * DAY)},3.90\r\n${iso(today + 40 * DAY)},4.9\r\n`,
    );
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json()).toEqual({ index: 'SOFR', loaded: 2, loans_reset: 1 });
    const page = (await call('GET', 'index-rates?index=SOFR&size=2&page=1')).json();
    expect([page.total, page.items.length, page.items[0].source]).toEqual([3, 2, 'csv']);

    const summary = (await call('GET', `loan/${loanId}`)).json();
    // Accrued to each due date (one posting each), then to the payment: at 8.81 until the reset, 8.75 after.
    const toDue = interest([
      [881n, days(funded, Math.min(firstReset, firstDue))],
      [875n, days(Math.min(firstReset, firstDue), firstDue)],
    ]);
    const toSecondDue = interest([[875n, days(firstDue, secondDue)]]);
    const toPayment = interest([[875n, days(secondDue, paidOn)]]);
    const paid = summary.payments.find((p: { id: string }) => p.id === payment.json().id);
    expect(paid.interest).toBe(money(toDue + toSecondDue + toPayment));
    // The stored (append-only) ledger equals the replay from scratch.
    const ledger = (await call('GET', `loan/${loanId}/ledger?size=500`)).json();
    expect(ledger.balances.principal).toBe(summary.balances.principal);
    expect(ledger.postings.some((p: { source: string }) => p.source.startsWith('rate-reset:'))).toBe(true);
    const schedule = (await call('GET', `loan/${loanId}/schedule`)).json();
    expect(schedule.lines[1].rate).toBe('8.75');
    const payoff = (await call('GET', `loan/${loanId}/payoff?date=${iso(today)}`)).json();
    const principal = BigInt(payoff.principal.replace('.', ''));
    expect(payoff.per_diem).toBe(money((principal * 875n * 2n + 360n * 10_000n) / (2n * 360n * 10_000n)));
    const audit = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity_id, loanId), eq(auditEvents.action, 'servicing.rate.reset')));
    expect(audit).toHaveLength(1);
  });
});

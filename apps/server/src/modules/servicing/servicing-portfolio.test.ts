// The portfolio servicing view through the real app (issue 19 item 9): each Funded boarded loan
// with its outstanding principal, next due date, days past due and bucket, maturity within
// 30/60/90 days; totals that add up; CSV export; admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertLoan } from '../../test/fixtures';

let ctx: TestContext;
const DAY = 86_400;
const today = Math.floor(Date.now() / 1000 / DAY);
const iso = (day: number) => new Date(day * DAY * 1000).toISOString().slice(0, 10);
const dayOf = (text: string) => Math.round(Date.parse(`${text}T00:00:00Z`) / 1000 / DAY);
const ids: Record<'current' | 'missed' | 'maturing' | 'notBoarded', string> = {
  current: '',
  missed: '',
  maturing: '',
  notBoarded: '',
};

const call = (url: string, token = ctx.tokens.admin, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/servicing/${url}`, headers: { ...bearer(token), ...headers } });
const funded = async (fundedDay: number, board = true) => {
  const { loan } = await insertLoan(ctx.db, {
    values: {
      status: 'Funded',
      funded_epoch: fundedDay * DAY,
      interest_rate: 0.11,
      amount_at_closing: 500_000,
    },
  });
  if (board) {
    const boarded = await ctx.app.inject({
      method: 'POST',
      url: `/api/servicing/loan/${loan.id}/board`,
      headers: bearer(ctx.tokens.admin),
      payload: {},
    });
    expect(boarded.statusCode).toBe(200);
  }
  return loan.id;
};

beforeAll(async () => {
  ctx = await createTestContext();
  ids.current = await funded(today - 40);
  ids.missed = await funded(today - 100);
  ids.maturing = await funded(today - 350);
  ids.notBoarded = await funded(today - 20, false);
  // The current loan pays its first scheduled payment on its due date.
  const first = (await call(`loan/${ids.current}/schedule`)).json().lines[0];
  const paid = await ctx.app.inject({
    method: 'POST',
    url: `/api/servicing/loan/${ids.current}/payments`,
    headers: bearer(ctx.tokens.admin),
    payload: { amount: first.payment, effective_date: first.due_date, method: 'ach' },
  });
  expect(paid.statusCode).toBe(200);
});
afterAll(async () => {
  await ctx.close();
});

describe('portfolio servicing view', () => {
  it('lists each boarded Funded loan with its delinquency and maturity, and totals that add up', async () => {
    const res = await call('portfolio');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.as_of).toBe(iso(today));
    const line = (id: string) => body.loans.find((l: { loan_id: string }) => l.loan_id === id);
    expect(line(ids.notBoarded)).toBeUndefined();

    const current = line(ids.current);
    const currentSchedule = (await call(`loan/${ids.current}/schedule`)).json().lines;
    expect(current).toMatchObject({
      outstanding_principal: '500000.00',
      days_past_due: 0,
      bucket: 'current',
    });
    expect(current.next_due_date).toBe(currentSchedule[1].due_date);
    expect(Number(current.interest_this_month)).toBeGreaterThanOrEqual(0);

    const missed = line(ids.missed);
    const missedFirst = (await call(`loan/${ids.missed}/schedule`)).json().lines[0];
    const pastDue = today - dayOf(missedFirst.due_date);
    expect(pastDue).toBeGreaterThanOrEqual(60);
    expect(missed).toMatchObject({ days_past_due: pastDue, bucket: pastDue < 90 ? '60-89' : '90+' });

    const maturing = line(ids.maturing);
    const maturingLines = (await call(`loan/${ids.maturing}/schedule`)).json().lines;
    expect(maturing.maturity_date).toBe(maturingLines.at(-1).due_date);
    expect(maturing.maturing_within).toBe(30);
    expect(maturing.bucket).toBe('90+');

    const totals = body.totals;
    expect(totals.loans).toBe(body.loans.length);
    const cents = (t: string) => Math.round(Number(t) * 100);
    expect(cents(totals.outstanding_principal)).toBe(
      body.loans.reduce(
        (s: number, l: { outstanding_principal: string }) => s + cents(l.outstanding_principal),
        0,
      ),
    );
    expect(Object.values(totals.buckets).reduce((a, b) => (a as number) + (b as number), 0)).toBe(
      body.loans.length,
    );
    expect(totals.maturing['30']).toBeGreaterThanOrEqual(1);
    expect(totals.maturing['90']).toBeGreaterThanOrEqual(totals.maturing['30']);
  });

  it('exports the same lines as CSV', async () => {
    const body = (await call('portfolio')).json();
    for (const res of [
      await call('portfolio?format=csv'),
      await call('portfolio', ctx.tokens.admin, { accept: 'text/csv' }),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      const rows = res.body.trimEnd().split('\r\n');
      expect(rows[0]).toContain('delinquency_bucket');
      expect(rows).toHaveLength(body.loans.length + 1);
      const missed = body.loans.find((l: { loan_id: string }) => l.loan_id === ids.missed);
      expect(
        rows.some(
          (r) =>
            r.startsWith(`${missed.human_id},`) && r.includes(`,${missed.days_past_due},${missed.bucket},`),
        ),
      ).toBe(true);
    }
  });

  it('is for admins only', async () => {
    expect((await call('portfolio', ctx.tokens.borrower)).statusCode).toBe(403);
    expect((await call('portfolio?format=csv', ctx.tokens.broker)).statusCode).toBe(403);
  });
});

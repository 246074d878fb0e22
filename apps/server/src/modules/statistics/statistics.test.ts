import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertLoan } from '../../test/fixtures';

let ctx: TestContext;
const DAY = 86_400;
const T0 = Date.UTC(2026, 0, 10) / 1000;

const transition = (loanId: string, status: string, at: number) => ({
  action: 'loan.transition.test',
  entity_type: 'loan',
  entity_id: loanId,
  after: { status },
  created_at: new Date(at * 1000),
});

beforeAll(async () => {
  ctx = await createTestContext();
  // A: Preliminary 4 days, Term-Sheet-Sent 10 days, now Underwriting.
  const a = await insertLoan(ctx.db, {
    values: { status: 'Underwriting', amount: 1_000_000 },
    property: { address_state: 'TX' },
  });
  // B: Preliminary 2 days, now Term-Sheet-Sent.
  const b = await insertLoan(ctx.db, {
    values: { status: 'Term-Sheet-Sent', amount: 500_000 },
    property: { address_state: 'NY', property_type: 'Condo' },
  });
  // C: funded in February 2026 after 6 days in Preliminary (no other history).
  const c = await insertLoan(ctx.db, {
    values: { status: 'Funded', amount: 2_000_000, funded_epoch: Date.UTC(2026, 1, 3) / 1000 },
    property: { address_state: 'TX' },
  });
  // D: archived, not counted by default.
  await insertLoan(ctx.db, { values: { status: 'Preliminary', amount: 700_000, archived: true } });
  for (const [loan, created] of [
    [a.loan, T0],
    [b.loan, T0 + 20 * DAY],
    [c.loan, T0 - 30 * DAY],
  ] as const)
    await ctx.db.execute(sql`update loans set created_at = to_timestamp(${created}) where id = ${loan.id}`);
  await ctx.db
    .insert(auditEvents)
    .values([
      transition(a.loan.id, 'Term-Sheet-Sent', T0 + 4 * DAY),
      transition(a.loan.id, 'Underwriting', T0 + 14 * DAY),
      transition(b.loan.id, 'Term-Sheet-Sent', T0 + 22 * DAY),
      transition(c.loan.id, 'Term-Sheet-Sent', T0 - 24 * DAY),
    ]);
});
afterAll(async () => {
  await ctx?.close();
});

const get = (query = '', token = ctx.tokens.admin) =>
  ctx.app.inject({ method: 'GET', url: `/api/statistics${query}`, headers: bearer(token) });

describe('GET /statistics', () => {
  it('counts the loans of the loan list per status with their volume', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/loan/all',
      headers: bearer(ctx.tokens.admin),
    });
    const listed = list.json() as Array<{ status: { state: string }; amount: number }>;
    expect(body.total).toEqual({ loans: listed.length, volume: listed.reduce((s, l) => s + l.amount, 0) });
    expect(body.total).toEqual({ loans: 3, volume: 3_500_000 });
    expect(body.by_status.find((s: { status: string }) => s.status === 'Underwriting')).toEqual({
      status: 'Underwriting',
      loans: 1,
      volume: 1_000_000,
    });
    expect(body.by_status[0].status).toBe('Preliminary');
    expect((await get('?archived=include')).json().total.loans).toBe(4);
  });

  it('median days in each status from the audit trail, and conversion between statuses', async () => {
    const body = (await get()).json();
    const days = (status: string) => body.days_in_status.find((d: { status: string }) => d.status === status);
    // Preliminary stays: 4, 2, 6 days: median 4. Term-Sheet-Sent: A's 10 days (C has no later move).
    expect(days('Preliminary')).toEqual({ status: 'Preliminary', median_days: 4, stays: 3 });
    expect(days('Term-Sheet-Sent')).toEqual({ status: 'Term-Sheet-Sent', median_days: 10, stays: 1 });
    expect(days('Underwriting').median_days).toBeNull();
    // All three reached Preliminary and Term-Sheet-Sent; A and C (funded) reached Underwriting.
    expect(body.conversion[0]).toEqual({
      from: 'Preliminary',
      to: 'Term-Sheet-Sent',
      reached_from: 3,
      reached_to: 3,
      rate: 1,
    });
    expect(body.conversion[1]).toMatchObject({ from: 'Term-Sheet-Sent', to: 'Underwriting', reached_to: 2 });
    expect(body.conversion[1].rate).toBeCloseTo(0.667, 3);
  });

  it('closings per month, by state and by property type', async () => {
    const body = (await get()).json();
    expect(body.closings_by_month).toEqual([{ month: '2026-02', loans: 1, volume: 2_000_000 }]);
    expect(body.by_state[0]).toEqual({ state: 'TX', loans: 2, volume: 3_000_000 });
    expect(body.by_property_type).toEqual(
      expect.arrayContaining([{ property_type: 'Condo', loans: 1, volume: 500_000 }]),
    );
  });

  it('a date range limits the loans by creation and the closings by funded date', async () => {
    const body = (await get(`?from=${T0}&to=${T0 + 23 * DAY}`)).json();
    expect(body.total).toEqual({ loans: 2, volume: 1_500_000 });
    // No loan was funded in the range: each of its months is there, at zero (issue 21).
    expect(body.closings_by_month).toEqual([
      { month: '2026-01', loans: 0, volume: 0 },
      { month: '2026-02', loans: 0, volume: 0 },
    ]);
    const bad = await get(`?from=${T0}&to=${T0 - 1}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/start of the range/);
  });

  it('a repeat is answered from the cache until the data changes', async () => {
    const before = (await get()).json();
    expect((await get()).json()).toEqual(before);
    await insertLoan(ctx.db, { values: { status: 'Preliminary', amount: 100_000 } });
    const after = (await get()).json();
    expect(after.total).toEqual({ loans: before.total.loans + 1, volume: before.total.volume + 100_000 });
  });

  it('the summary the figures read follows every write, in the writing transaction', async () => {
    const before = (await get()).json();
    const { loan } = await insertLoan(ctx.db, {
      values: { status: 'Preliminary', amount: 300_000 },
      property: { address_state: 'WA', property_type: 'Townhouse' },
    });
    const state = async (name: string) =>
      ((await get()).json().by_state as Array<{ state: string; loans: number }>).find(
        (s) => s.state === name,
      );
    expect(await state('WA')).toEqual({ state: 'WA', loans: 1, volume: 300_000 });

    await ctx.db.execute(sql`update properties set address_state = 'OR' where loan_id = ${loan.id}`);
    expect(await state('WA')).toBeUndefined();
    expect(await state('OR')).toMatchObject({ loans: 1 });

    // A write that rolls back changes nothing.
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.execute(sql`update loans set archived = true where id = ${loan.id}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await get()).json().total.loans).toBe(before.total.loans + 1);

    const funded = Date.UTC(2026, 2, 9) / 1000;
    await ctx.db.execute(
      sql`update loans set status = 'Funded', funded_epoch = ${funded} where id = ${loan.id}`,
    );
    await ctx.db.insert(auditEvents).values(transition(loan.id, 'Funded', funded));
    const body = (await get()).json();
    expect(body.closings_by_month).toContainEqual({ month: '2026-03', loans: 1, volume: 300_000 });
    // April has no closing: it is not skipped between March and May but shown as zero.
    const may = await insertLoan(ctx.db, {
      values: { status: 'Funded', amount: 400_000, funded_epoch: Date.UTC(2026, 4, 20) / 1000 },
    });
    const months = (await get()).json().closings_by_month as { month: string; loans: number }[];
    expect(months.map((m) => m.month)).toEqual(['2026-02', '2026-03', '2026-04', '2026-05']);
    expect(months.find((m) => m.month === '2026-04')).toEqual({ month: '2026-04', loans: 0, volume: 0 });
    await ctx.db.execute(sql`update loans set archived = true where id = ${may.loan.id}`);
    expect(body.conversion.at(-1)).toMatchObject({ from: 'Funded', to: 'Paid-Off' });

    await ctx.db.execute(sql`delete from properties where loan_id = ${loan.id}`);
    expect(await state('Unknown')).toBeDefined();
    await ctx.db.execute(sql`update loans set archived = true where id = ${loan.id}`);
    expect((await get()).json().total).toEqual(before.total);

    // What the triggers kept equals the summary computed again from scratch.
    const snapshot = async () => ({
      loans: (await ctx.db.execute(sql`select * from loan_statistics order by loan_id`)).rows,
      stays: (await ctx.db.execute(sql`select * from loan_status_stays order by loan_id, position`)).rows,
    });
    const kept = await snapshot();
    await ctx.db.execute(sql`select refresh_loan_statistics(array(select id from loans))`);
    expect(kept).toEqual(await snapshot());
    expect(kept.loans.length).toBe(
      Number((await ctx.db.execute(sql`select count(*) from loans`)).rows[0]!.count),
    );
  });

  it('admin only', async () => {
    expect((await get('', ctx.tokens.borrower)).statusCode).toBe(403);
    expect((await get('', ctx.tokens.broker)).statusCode).toBe(403);
  });
});

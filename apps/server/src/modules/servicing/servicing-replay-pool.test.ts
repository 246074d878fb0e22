// The nightly job's replays in a worker thread (issue 19 "Speed") give exactly what the same pure
// tasks give on the job's own thread: the statements' figures and the interest reserve's postings,
// money as bigint across the thread boundary. (The job end to end, with the stored ledger equal to a
// replay from scratch, is in servicing-draws.test.ts and servicing-late.test.ts.)
import { afterAll, describe, expect, it } from 'vitest';
import { nightlyTasks } from './servicing-nightly-tasks';
import { openReplayPool } from './servicing-replay-pool';
import type { EventRow, ServicingRow } from './servicing.queries';

const base = {
  rounding: 'half_up',
  amortization_months: 0,
  grace_days: 10,
  late_fee_percent: '5',
  late_fee_flat_cents: 0n,
  late_fee_cap_cents: null,
  status: 'active',
  late_checked_seq: null,
  late_check_on: null,
  boarded_by: null,
  boarded_at: new Date('2026-01-01T00:00:00Z'),
  confirmed_at: new Date('2026-01-02T00:00:00Z'),
  confirmed_by: null,
  construction_reserve_cents: 0n,
  budget: [],
  extensions_allowed: 0,
  extension_period_months: 0,
  extension_fee_percent: '0',
  extension_rate: null,
  default_rate: null,
  overpayment_rule: 'principal',
  rate_type: 'fixed',
  rate_index: null,
  rate_spread: null,
  rate_floor: null,
  rate_reset_day: null,
  rate_periods: [],
  draw_inspection_required: true,
} as const;

const loan = (n: number, over: Partial<ServicingRow>): ServicingRow =>
  ({
    ...base,
    loan_id: `00000000-0000-4000-8000-00000000000${n}`,
    principal_cents: 50_000_000n + BigInt(n) * 1_234_567n,
    annual_rate: '11.250000',
    day_count: 'actual/360',
    funded_date: '2026-03-17',
    first_payment_date: '2026-04-17',
    term_months: 12,
    next_seq: 1,
    interest_reserve_cents: 0n,
    ...over,
  }) as ServicingRow;

const event = (loanId: string, seq: number, over: Partial<EventRow>): EventRow =>
  ({
    id: `10000000-0000-4000-8000-0000000000${String(seq).padStart(2, '0')}`,
    loan_id: loanId,
    seq,
    kind: 'payment',
    effective_date: '2026-04-17',
    amount_cents: null,
    method: 'ach',
    payment_id: null,
    rate: null,
    months: null,
    active: null,
    reason: null,
    ...over,
  }) as EventRow;

const rows = [
  loan(1, { interest_reserve_cents: 2_000_000n }),
  loan(2, { day_count: '30/360', amortization_months: 360, next_seq: 4 }),
  loan(3, { day_count: 'actual/365', funded_date: '2026-05-02', first_payment_date: '2026-06-01' }),
];
const paid = rows[1]!.loan_id;
const events = [
  event(paid, 1, { amount_cents: 480_000n }),
  event(paid, 2, { effective_date: '2026-05-20', amount_cents: 480_000n }),
  event(paid, 3, { kind: 'reversal', effective_date: '2026-05-22', payment_id: event(paid, 2, {}).id }),
];
const today = { year: 2026, month: 9, day: 3 };
const ends = [1, 2, 3, 4, 5, 6, 7, 8].map((m) => ({ year: 2026, month: m, day: m === 2 ? 28 : 30 }));
const wanted = rows.map((row) => ({
  row,
  ends: ends.filter((e) => e.month >= Number(row.funded_date.slice(5, 7))),
  events: events.filter((e) => e.loan_id === row.loan_id),
}));

const pool = openReplayPool(1);
afterAll(() => pool.close());

describe('the nightly replays in a worker thread', () => {
  it('make the same statements as on the job thread', async () => {
    const inWorker = await pool.run('statements', wanted);
    expect(inWorker).toEqual(nightlyTasks.statements(wanted));
    expect(inWorker.map((s) => s.period_end)).toHaveLength(6 + 6 + 4);
    expect(typeof inWorker[0]!.amount_due_cents).toBe('bigint');
    expect(inWorker.some((s) => s.data.activity.some((a) => a.description === 'Payment reversed'))).toBe(
      true,
    );
  }, 60_000);

  it('post the same interest-reserve payments; a loan with nothing due gets nothing', async () => {
    const input = { records: rows, stored: events, today };
    const inWorker = await pool.run('reserve', input);
    const inline = nightlyTasks.reserve(input);
    const ids = new Map(inWorker.events.map((e, i) => [e.id, inline.events[i]!.id]));
    expect(inWorker.events.map((e) => ({ ...e, id: ids.get(e.id) }))).toEqual(inline.events);
    expect(inWorker.postings.map((p) => ({ ...p, event_id: ids.get(p.event_id!) }))).toEqual(inline.postings);
    expect(inWorker.audits).toEqual(inline.audits);
    // The reserve loan's due dates to today (April to August), and no other loan's.
    expect(inWorker.audits.map((a) => [a.loanId, a.date])).toEqual(
      ['04', '05', '06', '07', '08'].map((m) => [rows[0]!.loan_id, `2026-${m}-17`]),
    );
    expect(inWorker.sequences).toEqual([[rows[0]!.loan_id, 6]]);
  }, 60_000);

  it('answers a failing task with its error, and the pool goes on', async () => {
    const broken = [{ ...wanted[0]!, row: { ...rows[0]!, annual_rate: 'not a rate' } }];
    await expect(pool.run('statements', broken)).rejects.toThrow(/not a decimal/);
    expect(await pool.run('statements', wanted.slice(2))).toHaveLength(4);
  }, 60_000);
});

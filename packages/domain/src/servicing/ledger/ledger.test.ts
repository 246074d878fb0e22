// The ledger's rules on hand-checked loans: accrual by day count, the waterfall, the late fee
// assessed once, a back-dated payment re-deriving later interest, and a payoff that zeroes it all.
import { describe, expect, it } from 'vitest';
import { parseDate } from '../day-count';
import { payoffQuote } from './ledger-payoff';
import { replayLedger } from './ledger-replay';
import type { LedgerEvent, LedgerTerms } from './ledger-types';

const d = (text: string) => parseDate(text)!;
// 1,000,000.00 at 12% actual/360, interest-only, 12 months, funded 2026-01-01, paid on the 1st.
const terms: LedgerTerms = {
  principalCents: 100_000_000n,
  annualRatePercent: { num: 12n, den: 1n },
  dayCount: 'actual/360',
  rounding: 'half_up',
  fundedDate: d('2026-01-01'),
  firstPaymentDate: d('2026-02-01'),
  termMonths: 12,
  amortizationMonths: 0,
  lateFee: { graceDays: 10, percent: { num: 5n, den: 1n }, flatCents: 0n, capCents: 50_000n },
};
const pay = (id: string, seq: number, date: string, cents: bigint): LedgerEvent => ({
  kind: 'payment',
  id,
  seq,
  effectiveDate: d(date),
  amountCents: cents,
  method: 'wire',
});

describe('servicing ledger', () => {
  it('accrues actual/360 interest and applies a payment to interest first', () => {
    // January: 31 days x 1,000,000 x 12% / 360 = 10,333.33.
    const state = replayLedger(terms, [pay('p1', 1, '2026-02-01', 1_033_333n)], d('2026-02-01'));
    expect(state.interestCents).toBe(0n);
    expect(state.principalCents).toBe(100_000_000n);
    expect(state.allocations[0]).toMatchObject({ interestCents: 1_033_333n, principalCents: 0n });
    expect(state.lateFeesAssessed).toBe(0);
  });

  it('charges no late fee for an installment paid on the last day of its grace, or on its due date with no grace', () => {
    // Due 2026-02-01, 10 grace days: paid on 02-11 is on time, on 02-12 it is late.
    const onLastDay = replayLedger(terms, [pay('p1', 1, '2026-02-11', 1_400_000n)], d('2026-02-15'));
    expect(onLastDay.lateFeesAssessed).toBe(0);
    expect(onLastDay.latePeriods).toEqual([]);
    const dayAfter = replayLedger(terms, [pay('p1', 1, '2026-02-12', 1_400_000n)], d('2026-02-15'));
    expect(dayAfter.lateFeesAssessed).toBe(1);
    expect(dayAfter.latePeriods).toEqual([{ number: 1, dueDate: '2026-02-01', daysLate: 11 }]);
    const noGrace = { ...terms, lateFee: { ...terms.lateFee!, graceDays: 0 } };
    const onDueDate = replayLedger(noGrace, [pay('p1', 1, '2026-02-01', 1_033_333n)], d('2026-02-05'));
    expect(onDueDate.lateFeesAssessed).toBe(0);
    expect(onDueDate.feesCents).toBe(0n);
  });

  it('assesses the late fee once when a payment is missing after the grace days', () => {
    const state = replayLedger(terms, [], d('2026-02-20'));
    // 5% of the 10,333.33 payment = 516.67, capped at 500.00.
    expect(state.feesCents).toBe(50_000n);
    expect(state.lateFeesAssessed).toBe(1);
    expect(state.latePeriods).toEqual([{ number: 1, dueDate: '2026-02-01', daysLate: 19 }]);
    // A payment that covers the installment pays the fee before interest.
    // (Interest to 02-20: 10,333.33 + 19 days 6,333.33 = 16,666.66; the rest to principal.)
    const paid = replayLedger(terms, [pay('p1', 1, '2026-02-20', 1_800_000n)], d('2026-02-20'));
    expect(paid.allocations[0]).toMatchObject({
      feesCents: 50_000n,
      interestCents: 1_666_666n,
      principalCents: 83_334n,
    });
  });

  it('a back-dated principal payment re-derives the interest after it', () => {
    const later = [pay('p1', 1, '2026-02-01', 1_033_333n)];
    const before = replayLedger(terms, later, d('2026-03-01'));
    const backDated = [...later, pay('p2', 2, '2026-01-16', 50_000_000n)];
    const after = replayLedger(terms, backDated, d('2026-03-01'));
    expect(after.principalCents).toBeLessThan(before.principalCents);
    expect(after.interestCents).toBeLessThan(before.interestCents);
  });

  it('posting the payoff amount on its date brings every balance to zero', () => {
    const events = [pay('p1', 1, '2026-02-01', 1_033_333n)];
    const quote = payoffQuote(terms, events, d('2026-03-15'));
    // Feb 1 -> Mar 1 (28 days) 9,333.33 and Mar 1 -> Mar 15 (14 days) 4,666.67 = 14,000.00; per diem
    // 333.33; the March payment is missing after the 10 grace days: 5% of 9,333.33 = 466.67.
    expect(quote.interestCents).toBe(1_400_000n);
    expect(quote.perDiemCents).toBe(33_333n);
    expect(quote.feesCents).toBe(46_667n);
    expect(quote.payoffCents).toBe(100_000_000n + 1_400_000n + 46_667n);
    const done = replayLedger(
      terms,
      [...events, pay('p2', 2, '2026-03-15', quote.payoffCents)],
      d('2026-03-15'),
    );
    expect([done.principalCents, done.interestCents, done.feesCents, done.suspenseCents]).toEqual([
      0n,
      0n,
      0n,
      0n,
    ]);
  });

  it('a payoff quoted for the last grace day, posted that day, leaves nothing owed (no fee yet)', () => {
    // The March 1 installment is unpaid; its grace ends 03-11. Paid off on 03-11 it is on time: the
    // quote of that day holds no late fee (the replay as of the day shows none, as latePeriods shows
    // the installment not late), and a quote a day later holds the fee.
    const events = [pay('p1', 1, '2026-02-01', 1_033_333n)];
    const lastDay = payoffQuote(terms, events, d('2026-03-11'));
    expect(lastDay.feesCents).toBe(0n);
    expect(replayLedger(terms, events, d('2026-03-11')).latePeriods).toEqual([]);
    expect(payoffQuote(terms, events, d('2026-03-12')).feesCents).toBe(46_667n);
    const done = replayLedger(
      terms,
      [...events, pay('p2', 2, '2026-03-11', lastDay.payoffCents)],
      d('2026-03-11'),
    );
    expect([done.principalCents, done.interestCents, done.feesCents, done.suspenseCents]).toEqual([
      0n,
      0n,
      0n,
      0n,
    ]);
  });

  it('a reversal voids its payment and the reversal is in the postings', () => {
    const events: LedgerEvent[] = [
      pay('p1', 1, '2026-02-01', 1_033_333n),
      { kind: 'reversal', id: 'r1', seq: 2, effectiveDate: d('2026-02-05'), paymentId: 'p1' },
    ];
    const state = replayLedger(terms, events, d('2026-02-05'));
    expect(state.allocations[0]?.reversed).toBe(true);
    expect(state.postings.some((p) => p.source === 'reversal:r1')).toBe(true);
    expect(state.interestCents).toBe(replayLedger(terms, [], d('2026-02-05')).interestCents);
  });
});

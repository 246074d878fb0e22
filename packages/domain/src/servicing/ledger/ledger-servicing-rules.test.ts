// Issue 19 items 3, 4, 7 and 8 on hand-checked loans: an extension (fee, rate from its date,
// maturity moved), default interest as its own bucket, the schedule after a draw, and suspense.
import { describe, expect, it } from 'vitest';
import { parseDate } from '../day-count';
import { payoffQuote } from './ledger-payoff';
import { replayLedger } from './ledger-replay';
import { effectiveSchedule, extendedTerms } from './ledger-schedule';
import type { LedgerEvent, LedgerTerms } from './ledger-types';

const d = (text: string) => parseDate(text)!;
// 1,000,000.00 at 12% 30/360, interest-only, 12 months, funded 2026-01-01: 10,000.00 a month.
const terms: LedgerTerms = {
  principalCents: 100_000_000n,
  annualRatePercent: { num: 12n, den: 1n },
  dayCount: '30/360',
  rounding: 'half_up',
  fundedDate: d('2026-01-01'),
  firstPaymentDate: d('2026-02-01'),
  termMonths: 12,
  amortizationMonths: 0,
  lateFee: null,
  defaultRatePercent: { num: 24n, den: 1n },
  constructionReserveCents: 50_000_000n,
};
const pay = (id: string, seq: number, date: string, cents: bigint): LedgerEvent => ({
  kind: 'payment',
  id,
  seq,
  effectiveDate: d(date),
  amountCents: cents,
  method: 'wire',
});

describe('servicing rules', () => {
  it('an extension charges its fee, accrues at its rate from its date and moves maturity', () => {
    const extension: LedgerEvent = {
      kind: 'extension',
      id: 'x1',
      seq: 1,
      effectiveDate: d('2026-12-16'),
      feeCents: 1_000_000n,
      annualRatePercent: { num: 13n, den: 1n },
      months: 6,
    };
    const state = replayLedger(terms, [extension], d('2027-01-01'));
    expect(state.maturityDate).toBe('2027-07-01');
    expect(state.feesCents).toBe(1_000_000n);
    // December: 15 days at 12% (5,000.00) and 15 days at 13% (5,416.67); Nov's 10,000 x 11 before.
    expect(state.interestCents).toBe(11n * 1_000_000n + 500_000n + 541_667n);
    const schedule = effectiveSchedule(extendedTerms(terms, [extension]), [extension]);
    expect(schedule.lines).toHaveLength(18);
    expect(schedule.lines[12]).toMatchObject({ dueDate: '2027-02-01', interestCents: 1_083_333n });
    expect(schedule.lines[17]!.principalCents).toBe(100_000_000n);
  });

  it('default interest accrues as its own bucket, is paid after fees and before interest, and is in the payoff', () => {
    const events: LedgerEvent[] = [
      { kind: 'default', id: 'd1', seq: 1, effectiveDate: d('2026-01-16'), active: true },
    ];
    const state = replayLedger(terms, events, d('2026-02-01'));
    // 15 days of the 12-point excess on 1,000,000.00: 5,000.00; interest at the note rate 10,000.00.
    expect(state.defaultInterestCents).toBe(500_000n);
    expect(state.interestCents).toBe(1_000_000n);
    const quote = payoffQuote(terms, events, d('2026-02-01'));
    expect(quote.defaultInterestCents).toBe(500_000n);
    expect(quote.payoffCents).toBe(100_000_000n + 1_000_000n + 500_000n);
    const paid = replayLedger(terms, [...events, pay('p1', 2, '2026-02-01', 1_600_000n)], d('2026-02-01'));
    expect(paid.allocations[0]).toMatchObject({
      defaultInterestCents: 500_000n,
      interestCents: 1_000_000n,
      principalCents: 100_000n,
    });
    const cleared: LedgerEvent = {
      kind: 'default',
      id: 'd2',
      seq: 3,
      effectiveDate: d('2026-02-01'),
      active: false,
    };
    expect(replayLedger(terms, [...events, cleared], d('2026-03-01')).defaultInterestCents).toBe(500_000n);
    const payoff = payoffQuote(terms, events, d('2026-02-10'));
    const settled = replayLedger(
      terms,
      [...events, pay('p', 2, '2026-02-10', payoff.payoffCents)],
      d('2026-02-10'),
    );
    expect([settled.principalCents, settled.interestCents, settled.defaultInterestCents]).toEqual([
      0n,
      0n,
      0n,
    ]);
  });

  it('after a funded draw the next payment rises by the draw’s interest to the cent', () => {
    const draw: LedgerEvent = {
      kind: 'draw',
      id: 'w1',
      seq: 1,
      effectiveDate: d('2026-03-11'),
      amountCents: 10_000_000n,
    };
    const before = effectiveSchedule(terms, []).lines[2]!;
    const after = effectiveSchedule(terms, [draw]).lines[2]!;
    // 100,000.00 drawn on March 11: March accrues 10 days on 1,000,000.00 (3,333.33) and 20 days on
    // 1,100,000.00 (7,333.33), as the ledger accrues it: 666.66 more than 10,000.00.
    expect(after.paymentCents - before.paymentCents).toBe(66_666n);
    expect(effectiveSchedule(terms, [draw]).lines[3]!.interestCents).toBe(1_100_000n);
    const state = replayLedger(terms, [draw], d('2026-04-01'));
    expect(state.interestCents).toBe(1_000_000n * 3n + 66_666n);
  });

  it('a short payment waits in suspense and is applied with the next payment that covers the installment', () => {
    const short = replayLedger(terms, [pay('p1', 1, '2026-02-01', 400_000n)], d('2026-02-01'));
    expect(short.allocations[0]).toMatchObject({ interestCents: 0n, suspenseCents: 400_000n });
    expect([short.suspenseCents, short.interestCents]).toEqual([400_000n, 1_000_000n]);
    const covered = replayLedger(
      terms,
      [pay('p1', 1, '2026-02-01', 400_000n), pay('p2', 2, '2026-02-05', 800_000n)],
      d('2026-02-05'),
    );
    // With the 4,000.00 held: 12,000.00 pays 11,333.33 of interest (to the 5th) and 666.67 of principal.
    expect(covered.allocations[1]).toMatchObject({
      interestCents: 1_133_333n,
      principalCents: 66_667n,
      suspenseCents: -400_000n,
    });
    expect(covered.suspenseCents).toBe(0n);
    const applied = replayLedger(
      terms,
      [
        pay('p1', 1, '2026-02-01', 400_000n),
        { kind: 'apply-suspense', id: 'a1', seq: 2, effectiveDate: d('2026-02-02') },
      ],
      d('2026-02-02'),
    );
    expect([applied.suspenseCents, applied.interestCents]).toEqual([0n, 1_000_000n + 33_333n - 400_000n]);
  });

  it('money beyond the amount due goes to principal, or to suspense by the loan’s rule', () => {
    const events = [pay('p1', 1, '2026-02-01', 1_500_000n)];
    expect(replayLedger(terms, events, d('2026-02-01')).allocations[0]).toMatchObject({
      principalCents: 500_000n,
    });
    const held = replayLedger({ ...terms, overpayment: 'suspense' }, events, d('2026-02-01'));
    expect(held.allocations[0]).toMatchObject({ principalCents: 0n, suspenseCents: 500_000n });
  });
});

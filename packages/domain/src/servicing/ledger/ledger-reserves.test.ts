// Holdbacks (issue 19 items 3 and 6), hand-checked: the interest reserve pays each due date's
// interest while it lasts (no late fee), a funded draw moves the construction holdback into
// principal so interest accrues on disbursed principal only, and the payoff credits the unused
// reserve: posting it zeroes every balance.
import { describe, expect, it } from 'vitest';
import { parseDate } from '../day-count';
import { payoffQuote } from './ledger-payoff';
import { accountBalances } from './ledger-projection';
import { replayLedger } from './ledger-replay';
import type { LedgerEvent, LedgerTerms } from './ledger-types';

const d = (text: string) => parseDate(text)!;
// 1,000,000.00 at 12% actual/360, interest-only, 12 months, funded 2026-01-01.
const terms: LedgerTerms = {
  principalCents: 100_000_000n,
  annualRatePercent: { num: 12n, den: 1n },
  dayCount: 'actual/360',
  rounding: 'half_up',
  fundedDate: d('2026-01-01'),
  firstPaymentDate: d('2026-02-01'),
  termMonths: 12,
  amortizationMonths: 0,
  lateFee: { graceDays: 10, percent: { num: 5n, den: 1n }, flatCents: 0n, capCents: null },
  interestReserveCents: 1_500_000n,
  constructionReserveCents: 20_000_000n,
};

describe('servicing holdbacks', () => {
  it('pays interest from the interest reserve while it lasts, then bills the borrower', () => {
    // January 10,333.33 paid by the reserve; February 9,333.33: 4,666.67 left pays part of it.
    const state = replayLedger(terms, [], d('2026-03-01'));
    expect(state.reservePayments).toEqual([
      { effectiveDate: '2026-02-01', amountCents: 1_033_333n },
      { effectiveDate: '2026-03-01', amountCents: 466_667n },
    ]);
    expect(state.interestReserveCents).toBe(0n);
    expect(state.interestCents).toBe(933_333n - 466_667n);
    // February was covered by the reserve: no late fee, no late period.
    const feb = replayLedger(terms, [], d('2026-02-20'));
    expect(feb.lateFeesAssessed).toBe(0);
    expect(feb.latePeriods).toEqual([]);
    expect(accountBalances(state.postings).interest_reserve).toBe(0n);
  });

  it('accrues interest only on disbursed principal; a funded draw lowers the holdback', () => {
    const draw: LedgerEvent = {
      kind: 'draw',
      id: 'd1',
      seq: 1,
      effectiveDate: d('2026-01-16'),
      amountCents: 5_000_000n,
    };
    const state = replayLedger({ ...terms, interestReserveCents: 0n }, [draw], d('2026-02-01'));
    // 15 days on 1,000,000 (5,000.00) + 16 days on 1,050,000 (5,600.00).
    expect(state.interestCents).toBe(500_000n + 560_000n);
    expect(state.principalCents).toBe(105_000_000n);
    expect(state.constructionReserveCents).toBe(15_000_000n);
    const balances = accountBalances(state.postings);
    expect(balances.construction_reserve).toBe(15_000_000n);
    expect(Object.values(balances).reduce((a, b) => a + b, 0n)).toBe(0n);
  });

  it('credits the unused interest reserve in the payoff, and posting the quote zeroes everything', () => {
    const quote = payoffQuote(terms, [], d('2026-01-21'));
    // 20 days of interest 6,666.67 + principal 1,000,000 - reserve 15,000.
    expect(quote.interestReserveCents).toBe(1_500_000n);
    expect(quote.payoffCents).toBe(100_000_000n + 666_667n - 1_500_000n);
    const paid = replayLedger(
      terms,
      [
        {
          kind: 'payment',
          id: 'p',
          seq: 1,
          effectiveDate: d('2026-01-21'),
          amountCents: quote.payoffCents,
          method: 'wire',
        },
      ],
      d('2026-01-21'),
    );
    expect([paid.principalCents, paid.interestCents, paid.feesCents, paid.suspenseCents]).toEqual([
      0n,
      0n,
      0n,
      0n,
    ]);
    expect(paid.interestReserveCents).toBe(0n);
  });
});

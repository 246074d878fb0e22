// The portfolio line of a hand-checked loan: 1,000,000.00 at 12% actual/360, interest-only,
// 12 months from 2026-01-01; February's and March's interest paid on their dates, April's missed.
import { describe, expect, it } from 'vitest';
import { parseDate } from './day-count';
import type { LedgerEvent, LedgerTerms } from './ledger/ledger-types';
import { portfolioPosition } from './portfolio';

const d = (text: string) => parseDate(text)!;
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
// January 31 days: 10,333.33; February 28 days: 9,333.33.
const events = [pay('p1', 1, '2026-02-01', 1_033_333n), pay('p2', 2, '2026-03-01', 933_333n)];

describe('portfolio position', () => {
  it('is current with March interest collected in March', () => {
    expect(portfolioPosition(terms, events, d('2026-03-15'))).toEqual({
      principalCents: 100_000_000n,
      nextDueDate: '2026-04-01',
      daysPastDue: 0,
      bucket: 'current',
      maturityDate: '2027-01-01',
      maturingWithin: null,
      interestThisMonthCents: 933_333n,
    });
  });

  it('counts days past due from the first payment not covered', () => {
    const april = portfolioPosition(terms, events, d('2026-04-20'));
    expect(april).toMatchObject({ daysPastDue: 19, bucket: '1-29', nextDueDate: '2026-05-01' });
    expect(april.interestThisMonthCents).toBe(0n);
    const december = portfolioPosition(terms, events, d('2026-12-10'));
    expect(december).toMatchObject({ daysPastDue: 253, bucket: '90+', maturingWithin: 30 });
  });

  it('a reversed payment is not paid', () => {
    const reversed: LedgerEvent = {
      kind: 'reversal',
      id: 'r1',
      seq: 3,
      effectiveDate: d('2026-03-02'),
      paymentId: 'p2',
    };
    expect(portfolioPosition(terms, [...events, reversed], d('2026-03-20'))).toMatchObject({
      daysPastDue: 19,
      bucket: '1-29',
      interestThisMonthCents: 0n,
    });
  });
});

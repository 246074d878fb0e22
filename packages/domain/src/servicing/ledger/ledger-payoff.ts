// Payoff quote (issue 19 item 8): for a date, the principal, the interest accrued to that date,
// unpaid fees, less suspense and the unused interest reserve, and the per-diem (one day's interest on the principal) for a later
// date. Posting exactly this amount on that date leaves every balance at zero.
import { daysInMonth, type CalendarDate } from '../day-count';
import { roundDiv } from '../money';
import { replayLedger } from './ledger-replay';
import type { LedgerEvent, LedgerTerms } from './ledger-types';

export type PayoffQuote = {
  date: string;
  payoffCents: bigint;
  principalCents: bigint;
  interestCents: bigint;
  feesCents: bigint;
  suspenseCents: bigint;
  /** The interest reserve left, credited against the payoff. */
  interestReserveCents: bigint;
  perDiemCents: bigint;
};

const yearBasis = (terms: LedgerTerms, date: CalendarDate): bigint => {
  if (terms.dayCount === 'actual/365') return 365n;
  if (terms.dayCount === 'actual/actual') return daysInMonth(date.year, 2) === 29 ? 366n : 365n;
  return 360n;
};

export const payoffQuote = (terms: LedgerTerms, events: LedgerEvent[], date: CalendarDate): PayoffQuote => {
  const state = replayLedger(terms, events, date);
  const owed =
    state.principalCents +
    state.interestCents +
    state.feesCents -
    state.suspenseCents -
    state.interestReserveCents;
  const rate = terms.annualRatePercent;
  return {
    date: state.asOf,
    payoffCents: owed > 0n ? owed : 0n,
    principalCents: state.principalCents,
    interestCents: state.interestCents,
    feesCents: state.feesCents,
    suspenseCents: state.suspenseCents,
    interestReserveCents: state.interestReserveCents,
    perDiemCents: roundDiv(
      state.principalCents * rate.num,
      rate.den * 100n * yearBasis(terms, date),
      terms.rounding,
    ),
  };
};

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
  /** Default interest accrued at the default rate's excess over the note rate. */
  defaultInterestCents: bigint;
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
    state.defaultInterestCents +
    state.feesCents -
    state.suspenseCents -
    state.interestReserveCents;
  // The per-diem at the rate in force on the date (the extension rate; the default rate in default).
  const note = state.ratePercent;
  const inForce =
    state.inDefault &&
    terms.defaultRatePercent &&
    terms.defaultRatePercent.num * note.den > note.num * terms.defaultRatePercent.den
      ? terms.defaultRatePercent
      : note;
  const rate = inForce;
  return {
    date: state.asOf,
    payoffCents: owed > 0n ? owed : 0n,
    principalCents: state.principalCents,
    interestCents: state.interestCents,
    defaultInterestCents: state.defaultInterestCents,
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

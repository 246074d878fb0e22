// A boarded loan's line in the portfolio servicing view (issue 19 item 9): outstanding principal,
// next due date, days past due (from the oldest scheduled payment the payments so far do not
// cover), its delinquency bucket, maturity and whether it matures within 30/60/90 days, and the
// interest collected in the current month. A pure function of the terms, the events and today.
import { dayNumber, formatDate, parseDate, type CalendarDate } from './day-count';
import { delinquencyBucket, type DelinquencyBucket } from './delinquency';
import { effectiveSchedule, extendedTerms, replayLedger } from './ledger/ledger-replay';
import type { LedgerEvent, LedgerTerms } from './ledger/ledger-types';

export type PortfolioPosition = {
  principalCents: bigint;
  nextDueDate: string | null;
  daysPastDue: number;
  bucket: DelinquencyBucket;
  maturityDate: string;
  /** 30, 60 or 90 when the loan matures within that many days from today; null otherwise. */
  maturingWithin: 30 | 60 | 90 | null;
  interestThisMonthCents: bigint;
};

const dayOf = (text: string) => dayNumber(parseDate(text)!);

export const portfolioPosition = (
  terms: LedgerTerms,
  events: LedgerEvent[],
  today: CalendarDate,
): PortfolioPosition => {
  const todayDay = dayNumber(today);
  const asOf = todayDay < dayNumber(terms.fundedDate) ? terms.fundedDate : today;
  const state = replayLedger(terms, events, asOf);
  // The serviced schedule: maturity moved by extensions, lines re-derived after draws.
  const known = events.filter((e) => dayNumber(e.effectiveDate) <= dayNumber(asOf));
  const lines = effectiveSchedule(extendedTerms(terms, known), known).lines;
  const paid =
    state.allocations.filter((a) => !a.reversed).reduce((sum, a) => sum + a.amountCents, 0n) +
    state.reservePayments.reduce((sum, r) => sum + r.amountCents, 0n);
  let due = 0n;
  const firstUnpaid = lines.find((line) => {
    due += line.paymentCents;
    return due > paid;
  });
  const settled = state.principalCents <= 0n;
  const pastDue =
    !settled && firstUnpaid && dayOf(firstUnpaid.dueDate) < todayDay
      ? todayDay - dayOf(firstUnpaid.dueDate)
      : 0;
  const maturityDate = lines.at(-1)?.dueDate ?? formatDate(terms.fundedDate);
  const toMaturity = dayOf(maturityDate) - todayDay;
  const month = formatDate(today).slice(0, 7);
  return {
    principalCents: state.principalCents,
    nextDueDate: settled ? null : (lines.find((l) => dayOf(l.dueDate) >= todayDay)?.dueDate ?? null),
    daysPastDue: pastDue,
    bucket: delinquencyBucket(pastDue),
    maturityDate,
    maturingWithin:
      settled || toMaturity < 0
        ? null
        : toMaturity <= 30
          ? 30
          : toMaturity <= 60
            ? 60
            : toMaturity <= 90
              ? 90
              : null,
    interestThisMonthCents: state.allocations
      .filter((a) => !a.reversed && a.effectiveDate.startsWith(month))
      .reduce((sum, a) => sum + a.interestCents, 0n),
  };
};

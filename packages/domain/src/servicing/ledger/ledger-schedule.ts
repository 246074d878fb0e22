// The schedule a loan is serviced on (issue 19 items 3 and 7): the boarded schedule re-derived from
// the events that change it. An extension applies its rate from its date (a rate period, as a
// floating reset is) and adds its months of lines before maturity (the balloon moves to the new
// last line). A funded draw raises the balance interest accrues on from its date (interest on
// disbursed principal only), so each later line is accrued piecewise between the draw dates, as
// the ledger accrues it. With no such event this is the boarded schedule, line for line.
import { dayNumber, type CalendarDate } from '../day-count';
import { interestBetween, type RatePeriod } from '../floating';
import { buildSchedule, type Schedule, type ScheduleLine } from '../schedule';
import type { LedgerEvent, LedgerTerms } from './ledger-types';

type Extension = Extract<LedgerEvent, { kind: 'extension' }>;
type Draw = Extract<LedgerEvent, { kind: 'draw' }>;

const byDate = (a: LedgerEvent, b: LedgerEvent) =>
  dayNumber(a.effectiveDate) - dayNumber(b.effectiveDate) || a.seq - b.seq;

const parseIso = (text: string): CalendarDate => ({
  year: Number(text.slice(0, 4)),
  month: Number(text.slice(5, 7)),
  day: Number(text.slice(8, 10)),
});

/** The terms as extended by `events`' extensions: more months, the extension rate from each date. */
export const extendedTerms = (terms: LedgerTerms, events: LedgerEvent[]): LedgerTerms => {
  const extensions = events.filter((e): e is Extension => e.kind === 'extension').sort(byDate);
  if (extensions.length === 0) return terms;
  let periods: RatePeriod[] = terms.ratePeriods ?? [];
  for (const extension of extensions) {
    const from = dayNumber(extension.effectiveDate);
    // A fixed extension rate replaces whatever rate (fixed or floating) ran from its date.
    periods = [
      ...periods.filter((p) => dayNumber(p.from) < from),
      { from: extension.effectiveDate, ratePercent: extension.annualRatePercent },
    ];
  }
  return {
    ...terms,
    termMonths: terms.termMonths + extensions.reduce((n, e) => n + e.months, 0),
    ratePeriods: periods,
  };
};

/** The schedule of (already extended) terms with the funded draws among `events`. */
export const effectiveSchedule = (terms: LedgerTerms, events: LedgerEvent[]): Schedule => {
  const base = buildSchedule({ ...terms, disbursementDate: terms.fundedDate });
  const draws = events.filter((e): e is Draw => e.kind === 'draw').sort(byDate);
  if (draws.length === 0) return base;
  let balance = terms.principalCents;
  let construction = terms.constructionReserveCents ?? 0n;
  let next = 0;
  let start = terms.fundedDate;
  let totalInterest = 0n;
  const accrue = (from: CalendarDate, to: CalendarDate) =>
    balance > 0n && dayNumber(to) > dayNumber(from)
      ? interestBetween({
          balanceCents: balance,
          base: terms.annualRatePercent,
          periods: terms.ratePeriods,
          dayCount: terms.dayCount,
          start: from,
          end: to,
          rounding: terms.rounding,
        })
      : 0n;
  const lines: ScheduleLine[] = base.lines.map((line, index) => {
    const due = parseIso(line.dueDate);
    let interest = 0n;
    let from = start;
    while (next < draws.length && dayNumber(draws[next]!.effectiveDate) < dayNumber(due)) {
      const draw = draws[next]!;
      interest += accrue(from, draw.effectiveDate);
      from = draw.effectiveDate;
      const drawn = draw.amountCents < construction ? draw.amountCents : construction;
      balance += drawn;
      construction -= drawn;
      next += 1;
    }
    // Before the first draw the boarded line stands as it is.
    interest = next === 0 ? line.interestCents : interest + accrue(from, due);
    const isLast = index === base.lines.length - 1;
    const principal = isLast || line.principalCents > balance ? balance : line.principalCents;
    balance -= principal;
    totalInterest += interest;
    start = due;
    return {
      ...line,
      interestCents: interest,
      principalCents: principal,
      paymentCents: interest + principal,
      balanceCents: balance,
    };
  });
  return { paymentCents: base.paymentCents, totalInterestCents: totalInterest, lines };
};

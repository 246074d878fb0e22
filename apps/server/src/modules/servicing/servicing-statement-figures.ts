// A monthly statement's figures (issue 19 item 3), pure: the period's opening and closing balances,
// its activity and the amount due on the next due date, from the loan's terms and events. Run in the
// nightly job's replay worker (servicing-replay-pool.ts) so the replays keep off the API's thread.
import {
  buildSchedule,
  dayNumber,
  daysInMonth,
  formatCents,
  formatDate,
  fromDayNumber,
  replayLedger,
  type CalendarDate,
} from '@lending/domain';
import { eventsOf, termsOf, type EventRow, type ServicingRow } from './servicing.queries';

export type StatementData = {
  balances_open: Record<string, string>;
  balances_close: Record<string, string>;
  activity: { date: string; description: string; amount: string }[];
  interest_reserve_left: string;
  construction_holdback_left: string;
};

const ACTIVITY: [string, string][] = [
  ['payment:', 'Payment received'],
  ['reversal:', 'Payment reversed'],
  ['reserve:', 'Interest paid from the interest reserve'],
  ['draw:', 'Construction draw disbursed'],
  ['late-fee:', 'Late fee'],
  ['accrual:', 'Interest charged'],
];

const balancesOf = (state: ReturnType<typeof replayLedger>) => ({
  principal: formatCents(state.principalCents),
  interest: formatCents(state.interestCents),
  fees: formatCents(state.feesCents),
  suspense: formatCents(state.suspenseCents),
});

const monthEnd = (year: number, month: number): CalendarDate => ({
  year,
  month,
  day: daysInMonth(year, month),
});

const parseIso = (text: string): CalendarDate => ({
  year: Number(text.slice(0, 4)),
  month: Number(text.slice(5, 7)),
  day: Number(text.slice(8, 10)),
});

const statementFor = (row: ServicingRow, events: ReturnType<typeof eventsOf>, end: CalendarDate) => {
  const terms = termsOf(row);
  const start: CalendarDate = { year: end.year, month: end.month, day: 1 };
  const startDay = Math.max(dayNumber(start), dayNumber(terms.fundedDate));
  const open = replayLedger(terms, events, fromDayNumber(startDay));
  const close = replayLedger(terms, events, end);
  const activity = close.postings
    .filter(
      (p) =>
        dayNumber(parseIso(p.effectiveDate)) >= startDay &&
        dayNumber(parseIso(p.effectiveDate)) <= dayNumber(end),
    )
    .flatMap((p) => {
      const kind = ACTIVITY.find(([prefix]) => p.source.startsWith(prefix));
      const account =
        kind?.[0] === 'draw:'
          ? 'principal'
          : kind?.[0] === 'accrual:'
            ? 'interest_receivable'
            : kind?.[0] === 'late-fee:'
              ? 'fees_receivable'
              : 'cash';
      if (!kind || p.account !== (kind[0] === 'reserve:' ? 'interest_reserve' : account)) return [];
      return [{ date: p.effectiveDate, description: kind[1], amount: formatCents(p.amountCents) }];
    });
  const next = buildSchedule({ ...terms, disbursementDate: terms.fundedDate }).lines.find(
    (l) => dayNumber(parseIso(l.dueDate)) > dayNumber(end),
  );
  // What is owed on the next due date as of the period's end: the interest and fees due then
  // (after the interest reserve paid what it could), that line's principal, less suspense.
  const known = events.filter((e) => dayNumber(e.effectiveDate) <= dayNumber(end));
  const atDue = next ? replayLedger(terms, known, parseIso(next.dueDate)) : close;
  const due = next
    ? atDue.interestCents + atDue.feesCents + next.principalCents - atDue.suspenseCents
    : close.principalCents + close.interestCents + close.feesCents - close.suspenseCents;
  const data: StatementData = {
    balances_open: balancesOf(open),
    balances_close: balancesOf(close),
    activity,
    interest_reserve_left: formatCents(close.interestReserveCents),
    construction_holdback_left: formatCents(close.constructionReserveCents),
  };
  return {
    loan_id: row.loan_id,
    period_start: formatDate(fromDayNumber(startDay)),
    period_end: formatDate(end),
    due_date: next?.dueDate ?? null,
    amount_due_cents: due > 0n ? due : 0n,
    data,
  };
};

/** The period ends (the last 24 full months at most, up to the one before `today`) without a statement. */
export const missingEnds = (row: ServicingRow, have: Set<string>, today: CalendarDate) => {
  const funded = parseIso(row.funded_date);
  const ends: CalendarDate[] = [];
  let year = today.month === 1 ? today.year - 1 : today.year;
  let month = today.month === 1 ? 12 : today.month - 1;
  while (ends.length < 24 && (year > funded.year || (year === funded.year && month >= funded.month))) {
    ends.push(monthEnd(year, month));
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
  }
  return ends.filter((e) => !have.has(formatDate(e)));
};

/** The statements of a batch: each loan's rows of events (in seq order) and the period ends it lacks. */
export const statementFigures = (wanted: { row: ServicingRow; ends: CalendarDate[]; events: EventRow[] }[]) =>
  wanted.flatMap(({ row, ends, events }) => {
    const ledgerEvents = eventsOf(events);
    return ends.map((end) => statementFor(row, ledgerEvents, end));
  });

// The nightly job's pure CPU work (issue 19 "Speed"), run in the replay worker thread
// (servicing-replay-worker.ts) or inline: each task takes plain rows (structured-cloneable: bigint,
// Date) and answers the rows to write, so the API's event loop only waits on the database.
import { randomUUID } from 'node:crypto';
import {
  dayNumber,
  formatDate,
  parseDate,
  postingDelta,
  replayLedger,
  type CalendarDate,
  type LedgerEvent,
} from '@lending/domain';
import type { servicingLedgerEvents, servicingPostings } from '../../db/schema/index';
import { statementFigures } from './servicing-statement-figures';
import { eventsOf, projectionAsOf, termsOf, type EventRow, type ServicingRow } from './servicing.queries';

type NewEvent = typeof servicingLedgerEvents.$inferInsert;
type NewPosting = typeof servicingPostings.$inferInsert;

/**
 * The interest reserve's due-date payments of a batch of loans up to `today`: for each payment a
 * 'mark' event, the postings it adds to the stored ledger (the replay's delta) and an audit entry.
 */
const reservePayments = (input: { records: ServicingRow[]; stored: EventRow[]; today: CalendarDate }) => {
  const byLoan = new Map<string, EventRow[]>();
  for (const row of input.stored) {
    const list = byLoan.get(row.loan_id);
    if (list) list.push(row);
    else byLoan.set(row.loan_id, [row]);
  }
  const events: NewEvent[] = [];
  const postings: NewPosting[] = [];
  const sequences: [string, number][] = [];
  const audits: { loanId: string; date: string; cents: bigint }[] = [];
  for (const record of input.records) {
    const terms = termsOf(record);
    let known: LedgerEvent[] = eventsOf(byLoan.get(record.loan_id) ?? []);
    const storedTo = dayNumber(projectionAsOf(terms, known));
    const due = replayLedger(terms, known, input.today).reservePayments.filter(
      (r) => dayNumber(parseDate(r.effectiveDate)!) > storedTo,
    );
    if (due.length === 0) continue;
    let seq = record.next_seq;
    let before = replayLedger(terms, known, projectionAsOf(terms, known));
    for (const payment of due) {
      const mark: LedgerEvent = {
        kind: 'mark',
        id: randomUUID(),
        seq,
        effectiveDate: parseDate(payment.effectiveDate)!,
      };
      known = [...known, mark];
      const after = replayLedger(terms, known, projectionAsOf(terms, known));
      events.push({
        id: mark.id,
        loan_id: record.loan_id,
        seq,
        kind: 'mark',
        effective_date: formatDate(mark.effectiveDate),
        reason: 'interest paid from the interest reserve',
      });
      for (const p of postingDelta(before.postings, after.postings))
        postings.push({
          loan_id: record.loan_id,
          event_id: mark.id,
          source: p.source,
          account: p.account,
          effective_date: p.effectiveDate,
          amount_cents: p.amountCents,
          actor_id: null,
        });
      audits.push({ loanId: record.loan_id, date: payment.effectiveDate, cents: payment.amountCents });
      before = after;
      seq += 1;
    }
    sequences.push([record.loan_id, seq]);
  }
  return { events, postings, sequences, audits };
};

export const nightlyTasks = { statements: statementFigures, reserve: reservePayments };
export type NightlyTasks = typeof nightlyTasks;

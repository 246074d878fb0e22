// Late installments (issue 19 item 5, issue 22's payment.late event). The daily servicing job
// marks each scheduled installment not covered by its due date + grace days as late, once: one
// row in servicing_late_installments and one audit row 'servicing.payment.late', from which the
// webhooks module emits payment.late (as servicing.payment gives payment.posted). An installment
// paid after its grace (a late payment found by the next run, or a payment reversed after the
// grace) is marked as well. A mark follows the replay: when a back-dated payment covers a marked
// installment within its grace, the replay no longer finds it late and the mark is cleared (audit
// 'servicing.payment.late.cleared'), at once in the payment's transaction (clearCuredLateMarks,
// also for a payment that pays the loan off) and again by this job. The late fee needs no step of
// its own: the ledger appends the difference between the replays without and with the payment, so
// a fee the replay no longer charges is reversed by that payment's postings. Webhook subscribers
// get payment.posted for the back-dated payment and no second payment.late; the clearing itself
// has no event type (the catalogue has none to withdraw a payment.late): a subscriber reads the
// loan's servicing summary (late_periods) for the current state. Should the covering payment be
// reversed later, the installment is late again and marked again: payment.late is sent once more.
//
// Only the loans that may have changed are replayed: those with an event since the last look
// (next_seq moved: a payment, a reversal, a draw...) or whose next installment's grace has ended
// (late_check_on reached), so a night's run replays about one loan in thirty, not all of them.
import { and, asc, eq, gt, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  dayNumber,
  effectiveSchedule,
  formatDate,
  fromDayNumber,
  lateMarkChanges,
  parseDate,
  replayLedger,
  type CalendarDate,
  type LedgerEvent,
  type LedgerTerms,
} from '@lending/domain';
import type { Db, Tx } from '../../db/client';
import { servicingLateInstallments, servicingLedgerEvents, servicingLoans } from '../../db/schema/index';
import { recordAudit } from '../../plugins/audit';
import { eventsOf, termsOf, todayDate, type ServicingRow } from './servicing.queries';

const BATCH = 200;

/** The first day after `today` on which an installment's grace ends; null when none is left. */
const nextCheckOn = (row: ServicingRow, events: ReturnType<typeof eventsOf>, today: number) => {
  const terms = termsOf(row);
  const grace = terms.lateFee?.graceDays ?? 0;
  const line = effectiveSchedule(terms, events).lines.find(
    (l) => dayNumber(parseDate(l.dueDate)!) + grace + 1 > today,
  );
  return line ? formatDate(fromDayNumber(dayNumber(parseDate(line.dueDate)!) + grace + 1)) : null;
};

type LateMark = typeof servicingLateInstallments.$inferSelect;

/** Deletes the marks the replay no longer finds late, each with its audit row; returns how many. */
const clearMarks = async (tx: Tx, loanId: string, marks: LateMark[], numbers: number[]) => {
  if (numbers.length === 0) return 0;
  await tx
    .delete(servicingLateInstallments)
    .where(
      and(eq(servicingLateInstallments.loan_id, loanId), inArray(servicingLateInstallments.number, numbers)),
    );
  for (const mark of marks.filter((m) => numbers.includes(m.number)))
    await recordAudit(tx, {
      actor: null,
      action: 'servicing.payment.late.cleared',
      entity_type: 'loan',
      entity_id: loanId,
      before: { installment: mark.number, due_date: mark.due_date, days_late: mark.days_late },
    });
  return numbers.length;
};

const marksOf = (tx: Tx, loanIds: string[]) =>
  tx.select().from(servicingLateInstallments).where(inArray(servicingLateInstallments.loan_id, loanIds));

/**
 * In a new ledger event's transaction (servicing-payments appendEvent): clears the loan's marks a
 * replay as of today no longer finds late (a back-dated payment covered them within their grace).
 * New marks are left to the nightly job, which sends payment.late.
 */
export const clearCuredLateMarks = async (
  tx: Tx,
  options: { loanId: string; terms: LedgerTerms; events: LedgerEvent[] },
) => {
  const marks = await marksOf(tx, [options.loanId]);
  if (marks.length === 0) return 0;
  const late = replayLedger(options.terms, options.events, todayDate()).latePeriods;
  const { clear } = lateMarkChanges(
    marks.map((m) => m.number),
    late,
  );
  return clearMarks(tx, options.loanId, marks, clear);
};

const markBatch = async (db: Db, rows: ServicingRow[], today: CalendarDate) =>
  db.transaction(async (tx) => {
    const todayNumber = dayNumber(today);
    const ids = rows.map((r) => r.loan_id);
    const stored = await tx
      .select()
      .from(servicingLedgerEvents)
      .where(inArray(servicingLedgerEvents.loan_id, ids))
      .orderBy(asc(servicingLedgerEvents.loan_id), asc(servicingLedgerEvents.seq));
    const byLoan = new Map<string, typeof stored>();
    for (const e of stored) byLoan.set(e.loan_id, [...(byLoan.get(e.loan_id) ?? []), e]);
    const marksByLoan = new Map<string, LateMark[]>();
    for (const m of await marksOf(tx, ids))
      marksByLoan.set(m.loan_id, [...(marksByLoan.get(m.loan_id) ?? []), m]);
    let marked = 0;
    const looked: SQL[] = [];
    for (const row of rows) {
      const events = eventsOf(byLoan.get(row.loan_id) ?? []);
      const marks = marksByLoan.get(row.loan_id) ?? [];
      const changes = lateMarkChanges(
        marks.map((m) => m.number),
        replayLedger(termsOf(row), events, today).latePeriods,
      );
      await clearMarks(tx, row.loan_id, marks, changes.clear);
      const late = changes.mark;
      const inserted =
        late.length === 0
          ? []
          : await tx
              .insert(servicingLateInstallments)
              .values(
                late.map((l) => ({
                  loan_id: row.loan_id,
                  number: l.number,
                  due_date: l.dueDate,
                  days_late: l.daysLate,
                })),
              )
              .onConflictDoNothing()
              .returning();
      for (const l of inserted)
        await recordAudit(tx, {
          actor: null,
          action: 'servicing.payment.late',
          entity_type: 'loan',
          entity_id: row.loan_id,
          after: { installment: l.number, due_date: l.due_date, days_late: l.days_late },
        });
      marked += inserted.length;
      looked.push(
        sql`(${row.loan_id}::uuid, ${row.next_seq}::int, ${nextCheckOn(row, events, todayNumber)}::date)`,
      );
    }
    // The batch's last look in one statement (issue 19 "Speed": not one round trip per loan).
    await tx.execute(sql`
      UPDATE servicing_loans AS s SET late_checked_seq = v.seq, late_check_on = v.check_on
      FROM (VALUES ${sql.join(looked, sql`, `)}) AS v(id, seq, check_on)
      WHERE s.loan_id = v.id`);
    return marked;
  });

/** The daily run: marks the installments late as of `today`; returns how many were marked. */
export const markLateInstallments = async (db: Db, today: CalendarDate = todayDate()) => {
  let marked = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select()
      .from(servicingLoans)
      .where(
        and(
          eq(servicingLoans.status, 'active'),
          gt(servicingLoans.loan_id, after),
          or(
            isNull(servicingLoans.late_checked_seq),
            ne(servicingLoans.late_checked_seq, servicingLoans.next_seq),
            lte(servicingLoans.late_check_on, formatDate(today)),
          ),
        ),
      )
      .orderBy(asc(servicingLoans.loan_id))
      .limit(BATCH);
    if (rows.length === 0) return marked;
    marked += await markBatch(db, rows, today);
    after = rows.at(-1)!.loan_id;
  }
};

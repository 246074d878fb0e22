// Late installments (issue 19 item 5, issue 22's payment.late event). The daily servicing job
// marks each scheduled installment not covered by its due date + grace days as late, once: one
// row in servicing_late_installments and one audit row 'servicing.payment.late', from which the
// webhooks module emits payment.late (as servicing.payment gives payment.posted). An installment
// paid after its grace (a late payment found by the next run, or a payment reversed after the
// grace) is marked as well; one marked stays marked, even when a back-dated payment later covers it.
//
// Only the loans that may have changed are replayed: those with an event since the last look
// (next_seq moved: a payment, a reversal, a draw...) or whose next installment's grace has ended
// (late_check_on reached), so a night's run replays about one loan in thirty, not all of them.
import { and, asc, eq, gt, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import {
  dayNumber,
  effectiveSchedule,
  formatDate,
  fromDayNumber,
  parseDate,
  replayLedger,
  type CalendarDate,
} from '@lending/domain';
import type { Db } from '../../db/client';
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
    let marked = 0;
    for (const row of rows) {
      const events = eventsOf(byLoan.get(row.loan_id) ?? []);
      const late = replayLedger(termsOf(row), events, today).latePeriods;
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
      await tx
        .update(servicingLoans)
        .set({ late_checked_seq: row.next_seq, late_check_on: nextCheckOn(row, events, todayNumber) })
        .where(eq(servicingLoans.loan_id, row.loan_id));
    }
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

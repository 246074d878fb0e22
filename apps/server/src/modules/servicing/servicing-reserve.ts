// Interest paid from the interest reserve (issue 19 item 3), run by the daily servicing job: for
// each active loan whose reserve is not used up, every due date since the stored ledger's last
// date at which the reserve pays interest gets a 'mark' event, so the stored (append-only) ledger
// receives that date's accrual and the posting from the reserve, exactly as a replay gives them.
import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { dayNumber, formatDate, parseDate, replayLedger } from '@lending/domain';
import type { Db } from '../../db/client';
import { servicingLoans } from '../../db/schema/index';
import { recordAudit } from '../../plugins/audit';
import { appendEvent } from './servicing-payments';
import { eventsOf, loadEvents, loadServicing, projectionAsOf, termsOf, todayDate } from './servicing.queries';

/** Posts the reserve's due-date payments of one loan up to today; returns how many were posted. */
const postLoanReserve = async (db: Db, loanId: string, today = todayDate()) =>
  db.transaction(async (tx) => {
    const record = await loadServicing(tx, loanId, { lock: true });
    if (record.status !== 'active') return 0;
    const terms = termsOf(record);
    const events = eventsOf(await loadEvents(tx, loanId));
    const storedTo = dayNumber(projectionAsOf(terms, events));
    const due = replayLedger(terms, events, today).reservePayments.filter(
      (r) => dayNumber(parseDate(r.effectiveDate)!) > storedTo,
    );
    let seqOffset = 0;
    for (const payment of due) {
      const date = parseDate(payment.effectiveDate)!;
      await appendEvent(tx, {
        loanId,
        actor: null,
        event: { kind: 'mark', id: randomUUID(), seq: seqOffset, effectiveDate: date },
        row: {
          kind: 'mark',
          effective_date: formatDate(date),
          reason: 'interest paid from the interest reserve',
        },
      });
      seqOffset += 1;
      await recordAudit(tx, {
        actor: null,
        action: 'servicing.reserve.interest',
        entity_type: 'loan',
        entity_id: loanId,
        after: { effective_date: payment.effectiveDate, amount_cents: String(payment.amountCents) },
      });
    }
    return due.length;
  });

export const postReserveInterest = async (db: Db, today = todayDate()) => {
  const rows = await db
    .select({ loan_id: servicingLoans.loan_id })
    .from(servicingLoans)
    .where(and(eq(servicingLoans.status, 'active'), gt(servicingLoans.interest_reserve_cents, 0n)));
  let posted = 0;
  for (const row of rows) posted += await postLoanReserve(db, row.loan_id, today);
  return posted;
};

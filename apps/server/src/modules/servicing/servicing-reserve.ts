// Interest paid from the interest reserve (issue 19 item 3), run by the daily servicing job: for
// each active loan whose reserve is not used up, every due date since the stored ledger's last
// date at which the reserve pays interest gets a 'mark' event, so the stored (append-only) ledger
// receives that date's accrual and the posting from the reserve, exactly as a replay gives them.
// Set-based (issue 19 "Speed"): a batch of loans is locked, read and written in one transaction
// with a handful of statements (the events, the postings, the sequence numbers), not loan by loan.
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { CalendarDate } from '@lending/domain';
import type { Db } from '../../db/client';
import { servicingLedgerEvents, servicingLoans, servicingPostings } from '../../db/schema/index';
import { recordAudit } from '../../plugins/audit';
import type { ReplayPool } from './servicing-replay-pool';

const BATCH = 200;
const CHUNK = 1000;

/** Posts the reserve's due-date payments of a batch of loans up to `today`; returns how many. */
const postBatch = async (db: Db, ids: string[], today: CalendarDate, pool: ReplayPool) =>
  db.transaction(async (tx) => {
    const records = await tx
      .select()
      .from(servicingLoans)
      .where(and(inArray(servicingLoans.loan_id, ids), eq(servicingLoans.status, 'active')))
      .orderBy(asc(servicingLoans.loan_id))
      .for('update');
    const stored = await tx
      .select()
      .from(servicingLedgerEvents)
      .where(inArray(servicingLedgerEvents.loan_id, ids))
      .orderBy(asc(servicingLedgerEvents.loan_id), asc(servicingLedgerEvents.seq));
    // The replays in the worker thread (servicing-nightly-tasks.ts), the writes here.
    const { events, postings, sequences, audits } = await pool.run('reserve', { records, stored, today });
    for (let i = 0; i < events.length; i += CHUNK)
      await tx.insert(servicingLedgerEvents).values(events.slice(i, i + CHUNK));
    for (let i = 0; i < postings.length; i += CHUNK)
      await tx.insert(servicingPostings).values(postings.slice(i, i + CHUNK));
    if (sequences.length > 0)
      await tx.execute(sql`
        UPDATE servicing_loans AS s SET next_seq = v.seq
        FROM (VALUES ${sql.join(
          sequences.map(([id, seq]) => sql`(${id}::uuid, ${seq}::int)`),
          sql`, `,
        )}) AS v(id, seq)
        WHERE s.loan_id = v.id`);
    for (const audit of audits)
      await recordAudit(tx, {
        actor: null,
        action: 'servicing.reserve.interest',
        entity_type: 'loan',
        entity_id: audit.loanId,
        after: { effective_date: audit.date, amount_cents: String(audit.cents) },
      });
    return audits.length;
  });

export const postReserveInterest = async (db: Db, today: CalendarDate, pool: ReplayPool) => {
  let posted = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({ loan_id: servicingLoans.loan_id })
      .from(servicingLoans)
      .where(
        and(
          eq(servicingLoans.status, 'active'),
          gt(servicingLoans.interest_reserve_cents, 0n),
          gt(servicingLoans.loan_id, after),
        ),
      )
      .orderBy(asc(servicingLoans.loan_id))
      .limit(BATCH);
    if (rows.length === 0) return posted;
    posted += await postBatch(
      db,
      rows.map((r) => r.loan_id),
      today,
      pool,
    );
    after = rows.at(-1)!.loan_id;
  }
};

// Which day's NACHA file an ACH debit goes into (issue 19 item 4). A debit asked for a date whose
// file was already recorded as sent (POST /servicing/ach/nacha/sent) would be in no file: the bank
// has that day's file and it is never written again. As a servicer expects, the debit goes into
// the next banking day's file that is not sent yet (its effective entry date moves on, as for a
// weekend or a Federal Reserve holiday), and the debit's answer carries that date.
//
// Recording a day's file as sent and adding a debit to that day take the same transaction-level
// advisory lock on the date, so a debit is either in the recorded file or moved to the next one,
// never lost between the two.
import { eq, sql } from 'drizzle-orm';
import { nextBusinessDay } from '@lending/domain';
import type { DbOrTx, Tx } from '../../db/client';
import { servicingNachaFiles } from '../../db/schema/index';

/** Holds the date's file lock until the transaction ends. */
export const lockFileDate = (tx: Tx, date: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`lending.nacha:${date}`}, 0))`);

const isSent = async (db: DbOrTx, date: string) =>
  (
    await db
      .select({ id: servicingNachaFiles.id })
      .from(servicingNachaFiles)
      .where(eq(servicingNachaFiles.effective_date, date))
  ).length > 0;

/**
 * The banking day on or after `date` (itself a banking day) whose file is not sent yet; with a
 * transaction, each date looked at is locked first, so the answer holds until it commits.
 */
export const openFileDate = async (db: DbOrTx, date: string, tx?: Tx): Promise<string> => {
  let day = date;
  for (;;) {
    if (tx) await lockFileDate(tx, day);
    if (!(await isSent(tx ?? db, day))) return day;
    day = nextBusinessDay(day);
  }
};

// The day's NACHA file recorded as sent (issue 19 item 4). When staff send the day's file to the
// bank, the file of that effective entry date's pending debits is written once more and kept: who
// sent it, when, its SHA-256, its entries (debit, loan, amount, trace number) and the file itself,
// so the exact bytes can be downloaded again. One file per date (unique in PostgreSQL): a second
// attempt, even two staff at once, answers 409 and names when and by whom it was sent.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  businessDayOnOrAfter,
  formatCents,
  formatUsDate,
  servicingFlowMessages as m,
  type NachaSentWire,
} from '@lending/domain';
import type { Db, DbOrTx } from '../../db/client';
import { servicingNachaFiles, users } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import type { Crypto } from '../../lib/crypto';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import { pendingDebitsOn } from './ach';
import { lockFileDate } from './ach-file-dates';
import { nachaFile } from './nacha';

type FileRow = typeof servicingNachaFiles.$inferSelect;
type Originator = Parameters<typeof nachaFile>[0]['originator'];

const wire = (row: FileRow): NachaSentWire => ({
  id: row.id,
  date: row.effective_date,
  sha256: row.sha256,
  entry_count: row.entry_count,
  total: formatCents(row.total_cents),
  entries: row.entries.map((e) => ({
    ach_id: e.ach_id,
    loan_id: e.loan_id,
    amount: formatCents(BigInt(e.amount_cents)),
    trace: e.trace,
  })),
  sent_by: row.sent_by,
  sent_at: row.sent_at.toISOString(),
  file_url: `/api/servicing/ach/nacha/sent/${row.id}/file`,
});

const alreadySent = async (db: DbOrTx, date: string) => {
  const [sent] = await db
    .select({ at: servicingNachaFiles.sent_at, by: users.email })
    .from(servicingNachaFiles)
    .leftJoin(users, eq(users.id, servicingNachaFiles.sent_by))
    .where(eq(servicingNachaFiles.effective_date, date));
  if (sent)
    throw new AppError(
      409,
      // '(12/01/2026, sent 12/01/2026 at 14:05 UTC by ops@example.com)': dates as every screen shows them.
      `${m.nachaAlreadySent} (${formatUsDate(date)}, sent ${formatUsDate(sent.at.toISOString().slice(0, 10))} at ${sent.at.toISOString().slice(11, 16)} UTC${sent.by ? ` by ${sent.by}` : ''})`,
    );
};

export const recordNachaSent = async (
  deps: { db: Db; crypto: Crypto; originator: Originator },
  options: { date: string; actor: Actor },
) => {
  const { db } = deps;
  const { date, actor } = options;
  if (businessDayOnOrAfter(date) !== date) throw new AppError(400, m.nachaNotBusinessDay);
  await alreadySent(db, date);
  const row = await db.transaction(async (tx) => {
    // The date's file lock (ach-file-dates.ts): a debit added meanwhile is in this file or the next.
    await lockFileDate(tx, date);
    await alreadySent(tx, date);
    const debits = await pendingDebitsOn({ db: tx, crypto: deps.crypto }, date);
    if (debits.length === 0) throw new AppError(409, m.nachaNothingPending);
    const content = nachaFile({
      originator: deps.originator,
      effectiveDate: date,
      createdAt: new Date(),
      debits,
    });
    const sha256 = createHash('sha256').update(content, 'ascii').digest('hex');
    const odfi8 = deps.originator.odfiRouting.slice(0, 8);
    const entries = debits.map((d) => ({
      ach_id: d.achId,
      loan_id: d.loanId,
      amount_cents: String(d.amountCents),
      trace: `${odfi8}${String(d.traceSeq).padStart(7, '0')}`,
    }));
    const total = debits.reduce((sum, d) => sum + d.amountCents, 0n);
    const [inserted] = await tx
      .insert(servicingNachaFiles)
      .values({
        effective_date: date,
        sha256,
        entry_count: entries.length,
        total_cents: total,
        entries,
        content,
        sent_by: actor.id,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return null;
    await recordAudit(tx, {
      actor,
      action: 'servicing.ach.file.sent',
      entity_type: 'nacha_file',
      entity_id: inserted.id,
      after: { date, sha256, entry_count: entries.length, total: formatCents(total) },
    });
    return inserted;
  });
  // Two staff at once: the other one's file was recorded first.
  if (!row)
    return alreadySent(db, date).then(() => {
      throw new AppError(409, m.nachaAlreadySent);
    });
  return wire(row);
};

export const sentNachaFile = async (db: Db, fileId: string) => {
  const [row] = await db.select().from(servicingNachaFiles).where(eq(servicingNachaFiles.id, fileId));
  if (!row) throw new AppError(404, m.nachaFileNotFound);
  return { content: row.content, fileName: `ACH debits ${row.effective_date} sent.ach`, sha256: row.sha256 };
};

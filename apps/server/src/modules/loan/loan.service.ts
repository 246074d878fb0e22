// Loan lists, detail, request-details update (optimistic concurrency), archive and restore.
// Every change bumps version and last_update and writes an audit event in its transaction.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { loans } from '../../db/schema';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import type { DetailCache } from './loan-list-cache';
import { loadLoanJsonRows } from './loan.queries';
import { assertLoanIdForm, findLoan, loanIdCondition } from '../../lib/loan-finder';
import { systemActor, type Actor, type AnyActor } from '../../lib/actor';
import { loanJsonText, parseLoan, type LoanWire } from './loan.wire';
import { refreshLoanScores } from '../scoring/index';
import { messages } from '@lending/domain';
import { epochNow } from '../../lib/clock';

const LOAN_NOT_FOUND = messages.loanNotFound;
const STALE_VERSION = 'This loan was changed by someone else. Reload to see the latest version.';
const DAY_SECONDS = 86_400;

type LoanRecord = typeof loans.$inferSelect;

/** The fields PUT /loan/{id}/update may change (request details, rename, story). */
export type LoanPatch = Partial<
  Pick<
    LoanRecord,
    | 'name'
    | 'amount'
    | 'amount_at_closing'
    | 'purpose'
    | 'duration_months'
    | 'exit_strategy'
    | 'interest_rate'
    | 'construction_reserve'
    | 'purchase_price'
    | 'expected_closing_epoch'
    | 'story'
    | 'google_drive_folder_id'
    | 'spreadsheet_id'
  >
>;

/**
 * Timed archives come back by a pg-boss schedule: one run per minute across every server (issue 12),
 * not a timer in each process. Each loan is locked and re-checked, so a run at start on several
 * servers at once restores it once.
 */
export const ARCHIVE_RESTORE_JOB = 'loan-archive-restore';
export const ARCHIVE_RESTORE_CRON = '* * * * *';

/** Loans whose timed archive (days_to_archive) has run out return to active (spec 002 §5). */
export const restoreExpiredArchives = async (db: Db): Promise<number> => {
  const now = epochNow();
  const due = await db
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.archived, true), lte(loans.archived_until_epoch, now)))
    .limit(500);
  if (due.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const { id } of due)
      await applyRestore(tx, { id, actor: systemActor('scheduler'), action: 'loan.restore.timed' });
  });
  return due.length;
};

/** GET /loan/{id}: the loan's JSON text, from the detail cache while the data is unchanged. */
export const getLoanJson = async (
  db: Db,
  options: { idOrHumanId: string; cache: DetailCache },
): Promise<string> => {
  // The id's form is checked first (400), its query condition built only on a cache miss: building
  // drizzle's SQL object on every hit cost about 15% of this route's throughput (issue 20 bench pair).
  assertLoanIdForm(options.idOrHumanId);
  const text = await options.cache.get(db, options.idOrHumanId, async () => {
    const [row] = await loadLoanJsonRows(db, loanIdCondition(options.idOrHumanId), 1);
    return row ? loanJsonText(row) : undefined;
  });
  if (text === undefined) throw new AppError(404, LOAN_NOT_FOUND);
  return text;
};

export const getLoan = async (db: DbOrTx, idOrHumanId: string): Promise<LoanWire> => {
  const [row] = await loadLoanJsonRows(db, loanIdCondition(idOrHumanId), 1);
  if (!row) throw new AppError(404, LOAN_NOT_FOUND);
  return parseLoan(row);
};

const diff = (row: LoanRecord, patch: LoanPatch) => {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch) as Array<[keyof LoanPatch, unknown]>) {
    if (value === undefined) continue;
    if (row[key] !== value) {
      before[key] = row[key];
      after[key] = value;
    }
  }
  return { before, after };
};

export const updateLoan = async (
  db: Db,
  options: { idOrHumanId: string; patch: LoanPatch; version: number; actor: Actor },
): Promise<LoanWire> => {
  const id = await db.transaction(async (tx) => {
    const row = await findLoan(tx, options.idOrHumanId, { for: options.actor, lock: 'update' });
    if (options.version !== row.version) throw new AppError(409, STALE_VERSION);
    const { before, after } = diff(row, options.patch);
    if (Object.keys(after).length === 0) return row.id;
    await tx
      .update(loans)
      .set({ ...after, version: row.version + 1, last_update: epochNow() })
      .where(eq(loans.id, row.id));
    const onlyName = Object.keys(after).length === 1 && 'name' in after;
    if (!onlyName) await refreshLoanScores(tx, [row.id]);
    await recordAudit(tx, {
      actor: options.actor,
      action: onlyName ? 'loan.rename' : 'loan.update',
      entity_type: 'loan',
      entity_id: row.id,
      before,
      after,
    });
    return row.id;
  });
  return getLoan(db, id);
};

export const archiveLoan = async (
  db: Db,
  options: { idOrHumanId: string; daysToArchive?: number; rejectionReason?: string; actor: Actor },
): Promise<LoanWire> => {
  const id = await db.transaction(async (tx) => {
    const row = await findLoan(tx, options.idOrHumanId, { for: options.actor, lock: 'update' });
    const now = epochNow();
    const days = options.daysToArchive ?? 0;
    const next = {
      archived: true,
      archived_epoch: row.archived ? row.archived_epoch : now,
      archived_until_epoch: days > 0 ? now + days * DAY_SECONDS : null,
      rejection_reason: options.rejectionReason?.trim()
        ? options.rejectionReason.trim()
        : row.rejection_reason,
    };
    await tx
      .update(loans)
      .set({ ...next, version: row.version + 1, last_update: now })
      .where(eq(loans.id, row.id));
    await recordAudit(tx, {
      actor: options.actor,
      action: 'loan.archive',
      entity_type: 'loan',
      entity_id: row.id,
      before: {
        archived: row.archived,
        archived_until_epoch: row.archived_until_epoch,
        rejection_reason: row.rejection_reason,
      },
      after: {
        archived: true,
        archived_until_epoch: next.archived_until_epoch,
        rejection_reason: next.rejection_reason,
      },
    });
    return row.id;
  });
  return getLoan(db, id);
};

const applyRestore = async (tx: DbOrTx, options: { id: string; actor: AnyActor; action: string }) => {
  const row = await findLoan(tx, options.id, { for: options.actor, lock: 'update' });
  if (!row.archived) return row.id;
  await tx
    .update(loans)
    .set({
      archived: false,
      archived_epoch: null,
      archived_until_epoch: null,
      version: sql`${loans.version} + 1`,
      last_update: epochNow(),
    })
    .where(eq(loans.id, row.id));
  await recordAudit(tx, {
    actor: options.actor,
    action: options.action,
    entity_type: 'loan',
    entity_id: row.id,
    before: { archived: true, archived_until_epoch: row.archived_until_epoch },
    after: { archived: false },
  });
  return row.id;
};

export const restoreLoan = async (
  db: Db,
  options: { idOrHumanId: string; actor: Actor },
): Promise<LoanWire> => {
  const id = await db.transaction((tx) =>
    applyRestore(tx, { id: options.idOrHumanId, actor: options.actor, action: 'loan.restore' }),
  );
  return getLoan(db, id);
};

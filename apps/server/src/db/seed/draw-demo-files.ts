// The first start's demo files, drawn after the server listens (issue 23: data points on the demo
// loans within 60 s). The demo seed commits the loans without their files and leaves a marker;
// this draws each loan's uploads, lender papers and letter of intent in that loan's own
// transaction, first loans first, so the extraction sweep reads the first loans while the rest are
// still drawn (their requests show their files as they land); then the paperwork (generated term
// sheets, envelopes, notifications) in one transaction that removes the marker. A start stopped
// midway (the server's stop aborts the signal: the loan being drawn commits, nothing after it
// starts) goes on where it stopped: a loan's files are all there or none are. Until the marker is
// gone, /api/ready's body says the demo is still being drawn (demoFilesState) and the web says so.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { appState } from '../schema';
import type { Storage } from '../../integrations/storage/storage';
import type { PdfConverter } from '../../lib/pdf-converter';
import { LOANS_READ_WHOLE, seedDocuments } from './seed-documents';
import { seedPaperwork } from './seed-paperwork';
import type { SeedModules } from './seed-modules';

const FILES_TO_DRAW = 'demo_files_to_draw';

type ToDraw = { now: number; adminId: string };

type DemoFilesState = { state: 'drawing'; loans_drawn: number; loans: number } | { state: 'drawn' };

/** Whether the first start's demo files are still being drawn, and how far (one indexed query). */
export const demoFilesState = async (db: Db): Promise<DemoFilesState> => {
  const { rows } = await db.execute<{ drawing: boolean; loans: number; loans_drawn: number }>(sql`
    select exists (select 1 from app_state where key = ${FILES_TO_DRAW}) as drawing,
      (select count(*)::int from loans) as loans,
      (select count(distinct loan_id)::int from documents where kind in ('upload', 'custom')) as loans_drawn`);
  const row = rows[0];
  if (!row?.drawing) return { state: 'drawn' };
  return { state: 'drawing', loans_drawn: Math.min(row.loans_drawn, row.loans), loans: row.loans };
};

/** In the seed's transaction: its loans' files are drawn later (drawDemoFilesOnce). */
export const markFilesToDraw = async (tx: Tx, value: ToDraw): Promise<void> => {
  await tx.insert(appState).values({ key: FILES_TO_DRAW, value }).onConflictDoNothing();
};

/**
 * Draws the files the seed left for later; returns how many documents were drawn (0 when none
 * were left). `afterFirstLoans` runs once the loans read whole first (LOANS_READ_WHOLE) have their files.
 */
export const drawDemoFilesOnce = async (
  db: Db,
  options: {
    storage: Storage;
    pdfConverter?: PdfConverter;
    modules: SeedModules;
    afterFirstLoans?: () => Promise<unknown>;
    /** The server stopping: the loan in hand commits, then the draw returns (the marker stays). */
    signal?: AbortSignal;
  },
): Promise<number> => {
  const [marker] = await db.select().from(appState).where(eq(appState.key, FILES_TO_DRAW));
  if (!marker) return 0;
  const { now, adminId } = marker.value as ToDraw;
  // Loans in reading order whose files are not drawn yet (a loan's files land in one transaction).
  const { rows: loans } = await db.execute<{ id: string }>(sql`
    select l.id from loans l
    where not exists (select 1 from documents d where d.loan_id = l.id and d.kind in ('upload', 'custom'))
    order by l.human_id`);
  let drawn = 0;
  let afterDone = !options.afterFirstLoans;
  for (const [index, loan] of loans.entries()) {
    if (options.signal?.aborted) return drawn;
    drawn += await db.transaction(async (tx) => {
      // Another process drawing the same demo (two nodes started together) takes the loan first.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${loan.id}))`);
      const { rows: done } = await tx.execute(
        sql`select 1 from documents where loan_id = ${loan.id} and kind in ('upload', 'custom') limit 1`,
      );
      if (done.length > 0) return 0;
      const { rows } = await tx.execute<{ id: string }>(
        sql`select id from activities where loan_id = ${loan.id}`,
      );
      const activityIds = rows.map((row) => row.id);
      return seedDocuments(tx, options.storage, { activityIds, now, onePerDocument: true });
    });
    if (!afterDone && index + 1 >= LOANS_READ_WHOLE) {
      afterDone = true;
      await options.afterFirstLoans?.();
    }
  }
  if (options.signal?.aborted) return drawn;
  if (!afterDone) await options.afterFirstLoans?.();
  await db.transaction(async (tx) => {
    // Once: the marker row locked, and gone if another process finished first.
    const still = await tx.select().from(appState).where(eq(appState.key, FILES_TO_DRAW)).for('update');
    if (still.length === 0) return;
    const { rows } = await tx.execute<{ id: string }>(sql`select id from activities`);
    await seedPaperwork(tx, options, { activityIds: rows.map((row) => row.id), now, adminId });
    await tx.delete(appState).where(eq(appState.key, FILES_TO_DRAW));
  });
  return drawn;
};

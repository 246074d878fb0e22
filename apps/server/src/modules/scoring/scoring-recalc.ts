// Recalculating the open loans' scores in the background (issue 8 item 6): a pg-boss job that
// walks the open loans in small batches with the active model's published copy, storing each
// batch in its own short transaction and the progress on its run row, so the API stays fast.
import { and, asc, desc, eq, gt, notInArray, sql } from 'drizzle-orm';
import { scoreLoanChecked, type ScoringModelDef, type ScoringRecalculationWire } from '@lending/domain';
import type { Db, DbOrTx } from '../../db/client';
import { loans, scoringModels, scoringRecalculations } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import { recordAudit, type AuditActor } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import { changedScoresJson, emptyScore, writeLoanScores } from './loan-scores';
import { loadActiveDefinition, loadScoringInputs } from './scoring.queries';
import { publishModel } from './scoring-setup';
import { MODEL_NOT_FOUND } from './scoring.service';

export const SCORING_RECALC_JOB = 'scoring-recalculate';
export type ScoringRecalcJob = { runId: string };

// Batches read set-based (four queries, only the columns the model reads) and written with one
// UPDATE; within a batch the scoring yields to the event loop every SCORE_CHUNK loans, and a
// pause between batches lets the API's requests have the CPU and the database (issue 8: the
// API's p99 stays under 100 ms during a recalculation).
const BATCH = 200;
const SCORE_CHUNK = 20;
const PAUSE_MS = 10;
/** Open loans: still in the pipeline or serviced, not archived. */
const CLOSED_STATUSES = ['Rejected', 'Paid-Off'];
const openLoans = and(eq(loans.archived, false), notInArray(loans.status, CLOSED_STATUSES));

type Run = typeof scoringRecalculations.$inferSelect;
const toWire = (run: Run): ScoringRecalculationWire => ({
  id: run.id,
  model_id: run.model_id,
  status: run.status as ScoringRecalculationWire['status'],
  total: run.total,
  done: run.done,
  error: run.error,
  created_epoch: Math.floor(run.created_at.getTime() / 1000),
  finished_epoch: run.finished_at ? Math.floor(run.finished_at.getTime() / 1000) : null,
});

export const latestRecalculation = async (db: DbOrTx): Promise<ScoringRecalculationWire | null> => {
  const [run] = await db
    .select()
    .from(scoringRecalculations)
    .orderBy(desc(scoringRecalculations.created_at))
    .limit(1);
  return run ? toWire(run) : null;
};

/**
 * POST /scoring/model/{id}/set-active: the model as it is now becomes the one loans are scored
 * with, and a recalculation of every open loan is queued.
 */
export const setModelActive = async (
  deps: { db: Db; jobs: JobQueue },
  options: { modelId: string; actor: AuditActor },
): Promise<ScoringRecalculationWire> => {
  const run = await deps.db.transaction(async (tx) => {
    const [model] = await tx
      .select()
      .from(scoringModels)
      .where(eq(scoringModels.id, options.modelId))
      .for('no key update');
    if (!model) throw new AppError(404, MODEL_NOT_FOUND);
    await publishModel(tx, model.id);
    const [{ total } = { total: 0 }] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(loans)
      .where(openLoans);
    const [row] = await tx
      .insert(scoringRecalculations)
      .values({ model_id: model.id, total, requested_by: options.actor?.id ?? null })
      .returning();
    await recordAudit(tx, {
      actor: options.actor,
      action: 'scoring.model.set-active',
      entity_type: 'scoring',
      entity_id: model.id,
      after: { name: model.name, recalculation_id: row!.id, loans: total },
    });
    return row!;
  });
  await deps.jobs.send<ScoringRecalcJob>(SCORING_RECALC_JOB, { runId: run.id });
  return toWire(run);
};

const yieldToRequests = () => new Promise<void>((resolve) => setTimeout(resolve, PAUSE_MS));
const yieldNow = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Scores one batch (the model loaded once by the caller), letting requests in between chunks. */
const scoreBatch = async (
  tx: DbOrTx,
  ids: string[],
  definition: ScoringModelDef | null,
): Promise<string | null> => {
  const inputs = [...(await loadScoringInputs(tx, ids, definition ?? undefined))];
  const parts: string[] = [];
  for (let start = 0; start < inputs.length; start += SCORE_CHUNK) {
    const json = changedScoresJson(
      inputs
        .slice(start, start + SCORE_CHUNK)
        .map(([id, input]) => [
          id,
          { result: definition ? scoreLoanChecked(definition, input) : emptyScore(), stored: input.loan },
        ]),
    );
    if (json) parts.push(json.slice(1, -1));
    await yieldNow();
  }
  return parts.length ? `[${parts.join(',')}]` : null;
};

/** The job: batches of open loans by id (keyset), each stored in its own transaction. */
export const runRecalculation = async (db: Db, job: ScoringRecalcJob): Promise<void> => {
  const [run] = await db.select().from(scoringRecalculations).where(eq(scoringRecalculations.id, job.runId));
  if (!run || run.status === 'done') return;
  await db
    .update(scoringRecalculations)
    .set({ status: 'running', done: 0, error: null })
    .where(eq(scoringRecalculations.id, run.id));
  try {
    const definition = await loadActiveDefinition(db);
    let after: string | null = null;
    let done = 0;
    for (;;) {
      const ids: string[] = (
        await db
          .select({ id: loans.id })
          .from(loans)
          .where(after ? and(openLoans, gt(loans.id, after)) : openLoans)
          .orderBy(asc(loans.id))
          .limit(BATCH)
      ).map((row) => row.id);
      if (ids.length === 0) break;
      await db.transaction(async (tx) => {
        await writeLoanScores(tx, await scoreBatch(tx, ids, definition));
        done += ids.length;
        await tx.update(scoringRecalculations).set({ done }).where(eq(scoringRecalculations.id, run.id));
      });
      after = ids[ids.length - 1]!;
      await yieldToRequests();
    }
    await db
      .update(scoringRecalculations)
      .set({
        status: 'done',
        done,
        total: sql`greatest(${scoringRecalculations.total}, ${done})`,
        finished_at: sql`now()`,
      })
      .where(eq(scoringRecalculations.id, run.id));
  } catch (error) {
    await db
      .update(scoringRecalculations)
      .set({
        status: 'failed',
        error: error instanceof Error ? error.message : 'Recalculation failed',
        finished_at: sql`now()`,
      })
      .where(eq(scoringRecalculations.id, run.id));
    throw error;
  }
};

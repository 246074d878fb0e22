// Starts document intelligence in a process that runs jobs (issue 9): the extraction worker, and
// a sweep that queues every document that has landed (upload, generated, signed, report PDF) but
// was not read yet, whichever code path stored it. Returns the function that stops both.
// The sweep is a pg-boss job on a schedule (issue 23), not a timer in every process: a run sweeps
// every second for most of a minute, one run at a time across every node ('stately' policy), and
// the schedule starts the next each minute (also after a node died mid-run; a process start asks
// for one at once). The reading itself runs in capped child processes (child-reader.ts),
// EXTRACTION_WORKERS documents at a time in each process that runs jobs.
import { and, eq, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { datastoreSyncs, documents } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/queue';
import {
  EXTRACT_DOCUMENT_JOB,
  EXTRACTION_LEASE_SECONDS,
  liveClaimSql,
  runExtraction,
  type ExtractDocumentJob,
  type ExtractionDeps,
} from './extraction.job';
import { domainEvents } from '../../lib/events';

const EXTRACTION_SWEEP_JOB = 'extraction-sweep';
const SWEEP_CRON = '* * * * *';
const SWEEP_EVERY_MS = 1000;
/** A run ends before the next minute's run may start. */
const SWEEP_RUN_MS = 55_000;
/** Seconds a generated paper's priority is put back: behind any received document (pg-boss priority is an int). */
const GENERATED_BEHIND = 1_000_000_000;

/**
 * Documents queued but not yet taken by a reader, per extraction worker of the node that sweeps.
 * The sweep keeps only this many ahead of the readers (at least MIN_QUEUED_AHEAD, for worker nodes
 * beside it): the rest stay 'pending' (shown as queued), so 'processing' means a reader has it or
 * is about to, and the order of the backlog is decided at each pass, not once for hundreds.
 */
const QUEUED_PER_WORKER = 2;
const MIN_QUEUED_AHEAD = 4;

/**
 * Queues landed, unread documents up to `ahead` waiting at once (marked processing, not yet claimed);
 * returns how many it queued. Newest first, and the newest runs first (priority = seconds since the
 * epoch of its landing): the file a person just uploaded is read before a backlog (a fresh demo's
 * files, a re-sync of a whole loan). Papers the app generated itself (term sheets, commitments)
 * restate the loan's own record, so every received document goes before them. A queued document
 * whose job was lost (not taken within the lease) is queued again.
 */
const queuePendingDocuments = async (db: Db, jobs: JobQueue, ahead: number): Promise<number> => {
  const result = await db.execute<{ id: string; landed: number }>(sql`
    WITH waiting AS (
      SELECT count(*)::int AS n FROM documents
      WHERE extraction_status = 'processing' AND extraction_claim IS NULL
        AND extraction_claimed_at > now() - make_interval(secs => ${EXTRACTION_LEASE_SECONDS}))
    UPDATE documents SET extraction_status = 'processing', extraction_progress = 0,
      extraction_claimed_at = now()
    WHERE id IN (
      SELECT id FROM documents
      WHERE status = 'completed' AND kind <> 'export'
        AND (extraction_status = 'pending'
          OR (extraction_status = 'processing' AND extraction_claim IS NULL
            AND (extraction_claimed_at IS NULL
              OR extraction_claimed_at <= now() - make_interval(secs => ${EXTRACTION_LEASE_SECONDS}))))
      ORDER BY kind = 'generated', created_at DESC
      LIMIT greatest(0, ${ahead}::int - (SELECT n FROM waiting)) FOR UPDATE SKIP LOCKED)
    RETURNING id, floor(extract(epoch from created_at))::int
      - CASE WHEN kind = 'generated' THEN ${GENERATED_BEHIND} ELSE 0 END AS landed`);
  for (const row of result.rows)
    await jobs.send<ExtractDocumentJob>(
      EXTRACT_DOCUMENT_JOB,
      { documentId: row.id },
      { priority: Number(row.landed) },
    );
  return result.rows.length;
};

/** Counts one document of a datastore sync run; the run completes when every document is counted. */
const countSyncResult = async (db: Db, syncId: string, outcome: string): Promise<void> => {
  const failed = outcome === 'processed' ? 0 : 1;
  await db
    .update(datastoreSyncs)
    .set({
      done: sql`${datastoreSyncs.done} + ${1 - failed}`,
      failed: sql`${datastoreSyncs.failed} + ${failed}`,
    })
    .where(eq(datastoreSyncs.id, syncId));
  await db.execute(sql`
    UPDATE datastore_syncs SET status = CASE WHEN done = 0 AND failed > 0 THEN 'failed' ELSE 'completed' END,
      finished_at = now()
    WHERE id = ${syncId} AND status = 'processing' AND done + failed >= total`);
};

export const startDocumentIntelligence = async (
  deps: ExtractionDeps & { jobs: JobQueue; workers?: number },
): Promise<() => Promise<void>> => {
  const { db, jobs } = deps;
  // A job lost with a stopped process is picked up again by the sweep; a read another live
  // worker holds (a fresh claim) is left alone, so no document is read twice.
  await db
    .update(documents)
    .set({ extraction_status: 'pending' })
    .where(and(eq(documents.extraction_status, 'processing'), not(liveClaimSql)));
  const ahead = Math.max(MIN_QUEUED_AHEAD, QUEUED_PER_WORKER * (deps.workers ?? 1));
  // EXTRACTION_WORKERS=0: an API-only node; the documents it queues are read by worker nodes.
  if (deps.workers !== 0)
    await jobs.work<ExtractDocumentJob>(
      EXTRACT_DOCUMENT_JOB,
      async (job) => {
        const outcome = await runExtraction(deps, job);
        // A Costar or appraisal upload waits for its file to be read: the reports module listens
        // (reports/report-from-upload.ts); a listener's failure is logged, the job still ends.
        if (outcome !== 'skipped')
          await domainEvents
            .emit('document.read', { db, documentId: job.documentId })
            .catch((error: unknown) =>
              deps.log?.(
                { documentId: job.documentId, error: (error as Error).name },
                'uploaded report failed',
              ),
            );
        if (job.syncId) await countSyncResult(db, job.syncId, outcome);
        // The queue is topped up as each read ends, not only at the sweep's next pass: a text PDF
        // reads in tens of milliseconds, so a reader waiting out the sweep's second between
        // batches of `ahead` capped a backlog (a fresh demo's ~700 files) at ~4 documents a second.
        await queuePendingDocuments(db, jobs, ahead).catch(() => undefined);
      },
      { concurrency: deps.workers ?? 1 },
    );
  let stopped = false;
  await jobs.work(
    EXTRACTION_SWEEP_JOB,
    async (_data, { stopping }) => {
      const until = Date.now() + SWEEP_RUN_MS;
      while (!stopped && !stopping() && Date.now() < until) {
        // The database may be restarting: the next pass (or the next run) tries again.
        await queuePendingDocuments(db, jobs, ahead).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, SWEEP_EVERY_MS));
      }
    },
    { singleton: true },
  );
  await jobs.schedule(EXTRACTION_SWEEP_JOB, SWEEP_CRON);
  await jobs.send(EXTRACTION_SWEEP_JOB, {});
  return async () => {
    stopped = true;
    await deps.reader.close();
  };
};

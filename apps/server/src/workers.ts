// The job handlers of the app's modules (composition root, beside wiring.ts: the core's jobs/
// holds only the queue). In the embedded mode createDeps registers them on the in-process queue; a
// separate worker process would call the same function.
import type { WorkerDeps } from './deps';
import { INSIGHTS_REFRESH_JOB, runInsightsRefresh } from './modules/policy/index';
import { runReportJob, REPORT_FETCH_JOB, type ReportFetchJob } from './modules/reports/index';
import {
  countMissingTermSheetFiles,
  runMissingTermSheetFiles,
  TERM_SHEET_FILES_JOB,
} from './modules/term-sheet/index';
import { EXPORT_DOCUMENTS_JOB, runExportDocuments, type ExportDocumentsJob } from './modules/documents/index';
import { DUE_REMINDERS_CRON, DUE_REMINDERS_JOB, notifyDueTomorrow } from './modules/notifications/index';
import { ARCHIVE_RESTORE_CRON, ARCHIVE_RESTORE_JOB, restoreExpiredArchives } from './modules/loan/index';
import { runRecalculation, SCORING_RECALC_JOB, type ScoringRecalcJob } from './modules/scoring/index';
import {
  generateStatements,
  SERVICING_STATEMENTS_CRON,
  SERVICING_STATEMENTS_JOB,
} from './modules/servicing/index';

export const registerWorkers = async (deps: WorkerDeps): Promise<void> => {
  await deps.jobs.work<ExportDocumentsJob>(EXPORT_DOCUMENTS_JOB, async (job) => {
    await runExportDocuments(deps, job);
  });
  await deps.jobs.work(DUE_REMINDERS_JOB, async () => {
    await notifyDueTomorrow(deps.db);
  });
  await deps.jobs.schedule(DUE_REMINDERS_JOB, DUE_REMINDERS_CRON);
  await deps.jobs.work(ARCHIVE_RESTORE_JOB, async () => {
    await restoreExpiredArchives(deps.db);
  });
  await deps.jobs.schedule(ARCHIVE_RESTORE_JOB, ARCHIVE_RESTORE_CRON);
  await deps.jobs.work(SERVICING_STATEMENTS_JOB, async () => {
    await generateStatements(deps.db);
  });
  await deps.jobs.schedule(SERVICING_STATEMENTS_JOB, SERVICING_STATEMENTS_CRON);
  await deps.jobs.work<ReportFetchJob>(REPORT_FETCH_JOB, (job) => runReportJob(deps, job));
  await deps.jobs.work(INSIGHTS_REFRESH_JOB, async () => {
    await runInsightsRefresh(deps.db);
  });
  await deps.jobs.work<ScoringRecalcJob>(SCORING_RECALC_JOB, async (job) => {
    await runRecalculation(deps.db, job);
  });
  await deps.jobs.work(TERM_SHEET_FILES_JOB, async (_data, { stopping }) => {
    await runMissingTermSheetFiles(deps, Number.POSITIVE_INFINITY, stopping);
    // Ended early by a stop: the rest is queued again for the next server (issue 24).
    if (stopping() && (await countMissingTermSheetFiles(deps.db)) > 0)
      await deps.jobs.send(TERM_SHEET_FILES_JOB, {});
  });
};

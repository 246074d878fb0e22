// The job handlers of the app. In the embedded mode createDeps registers them on the in-process
// queue; a separate worker process would call the same function.
import type { Db } from '../db/client.js';
import type { MailSender } from '../integrations/mail/mail.js';
import type { Storage } from '../integrations/storage/storage.js';
import { EXPORT_DOCUMENTS_JOB, runExportDocuments, type ExportDocumentsJob } from './export-documents.js';
import type { JobQueue } from './queue.js';
import {
  runRecalculation,
  SCORING_RECALC_JOB,
  type ScoringRecalcJob,
} from '../modules/scoring/scoring-recalc.js';

export type WorkerDeps = { db: Db; storage: Storage; mail: MailSender; jobs: JobQueue };

export const registerWorkers = async (deps: WorkerDeps): Promise<void> => {
  await deps.jobs.work<ExportDocumentsJob>(EXPORT_DOCUMENTS_JOB, async (job) => {
    await runExportDocuments(deps, job);
  });
  await deps.jobs.work<ScoringRecalcJob>(SCORING_RECALC_JOB, async (job) => {
    await runRecalculation(deps.db, job);
  });
};

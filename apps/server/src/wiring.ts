// The composition root's module wiring (issue 20 item 1), beside app.ts (routes) and main.ts
// (process): the one place below the routes that imports feature modules to connect them. Lower
// modules emit domain events (lib/events.ts); the modules above them listen here, so neither side
// imports the other. docs/architecture.md "Domain events" lists each event with its listener.
// The core (deps.ts) receives what the modules bring through `moduleServices`.
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { assembleDeps, type AppDeps, type ModuleServices } from './deps';
import { createEmbeddingModel } from './integrations/llm/embeddings';
import { domainEvents } from './lib/events';
import {
  createChildReader,
  prepareSemanticIndex,
  startDocumentIntelligence,
} from './modules/documents-intelligence/index';
import { ensureLoanDataVersion } from './modules/loan/index';
import { finishUploadedReport, startUploadedReport } from './modules/reports/index';
import { ensureScoringSetup } from './modules/scoring/index';
import { boardOnFunded } from './modules/servicing/index';
import {
  emitWebhooksForAudit,
  registerWebhookWorkers,
  retrySecondsOf,
  targetPolicyOf,
} from './modules/webhooks/index';
import { registerWorkers } from './workers';

let isWired = false;

/** Subscribes every module listener once per process (buildApp and createDeps both call it). */
export const wireDomainEvents = (): void => {
  if (isWired) return;
  isWired = true;
  // loan-status -> servicing: a Funded loan is boarded in the same transaction (issue 19).
  domainEvents.on('loan.funded', async ({ tx, loanId, actor }) => {
    await boardOnFunded(tx, { loanId, actor });
  });
  // activity -> reports: a Costar or appraisal upload opens the report it is read into.
  domainEvents.on('activity.report_file_uploaded', async ({ tx, activity, documentId, fileName, actor }) => {
    await startUploadedReport(tx, { activity, documentId, fileName, actor });
  });
  // documents-intelligence -> reports: the uploaded report is finished from the text read.
  domainEvents.on('document.read', ({ db, documentId }) => finishUploadedReport(db, documentId));
  // the audit trail (plugins/audit.ts) -> webhooks: each audited change queues its outgoing events.
  domainEvents.on('audit.recorded', ({ tx, entry }) => emitWebhooksForAudit(tx, entry));
};

const moduleServices: ModuleServices = {
  prepare: async (db) => {
    await ensureLoanDataVersion(db);
    await ensureScoringSetup(db);
  },
  registerJobs: async ({ config, ...deps }) => {
    await registerWorkers(deps);
    // Outgoing signed webhooks (issue 22): the dispatch loop and the send jobs.
    await registerWebhookWorkers({
      db: deps.db,
      jobs: deps.jobs,
      crypto: deps.crypto,
      policy: targetPolicyOf(config),
      timeoutMs: config.WEBHOOK_TIMEOUT_MS,
      retrySeconds: retrySecondsOf(config),
    });
  },
  startDocuments: async ({ config, db, storage, jobs, llm }) => {
    const documentReader = createChildReader({
      workers: config.EXTRACTION_WORKERS,
      timeoutSeconds: config.EXTRACTION_TIMEOUT_SECONDS,
      memoryMb: config.EXTRACTION_MEMORY_MB,
    });
    const semantic = await prepareSemanticIndex(db, createEmbeddingModel(config), {
      minSimilarity: config.EMBEDDING_MIN_SIMILARITY,
    });
    const close = await startDocumentIntelligence({
      db,
      storage,
      jobs,
      reader: documentReader,
      workers: config.EXTRACTION_WORKERS,
      llm,
      semantic,
      limits: {
        maxPages: config.EXTRACTION_MAX_PAGES,
        maxOcrPages: config.OCR_MAX_PAGES,
        maxPixels: config.EXTRACTION_MAX_PIXELS,
      },
    });
    return { documentReader, semantic, close };
  },
};

/** The app's deps with every module's part (main.ts, the tests, the benches). */
export const createDeps = async ({ config, db }: { config: AppConfig; db: Db }): Promise<AppDeps> => {
  wireDomainEvents();
  return assembleDeps({ config, db, modules: moduleServices });
};

// Everything the app talks to outside itself (STYLE.md: outside services are interfaces passed
// into buildApp; tests pass fakes). createDeps builds the embedded-mode default of each one;
// each integration's owner adds its line here when its factory exists.
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { createGeocoder } from './integrations/geocoder/create-geocoder';
import type { Geocoder } from './integrations/geocoder/geocoder';
import { createBuiltInIdentity } from './integrations/identity/built-in';
import type { IdentityVerifier } from './integrations/identity/identity';
import { createOidcIdentity } from './integrations/identity/oidc';
import { createMailSender } from './integrations/mail/create-mail';
import type { MailSender } from './integrations/mail/mail';
import { createPlaid } from './integrations/plaid/create-plaid';
import { createESignature } from './integrations/e-signature/create-e-signature';
import type { ESignature } from './integrations/e-signature/e-signature';
import { createReportAdapters } from './integrations/reports/create-reports';
import type { ReportAdapters } from './integrations/reports/report-adapter';
import { createReportWebhooks, type ReportWebhooks } from './integrations/reports/webhooks';
import type { PlaidAdapter } from './integrations/plaid/plaid';
import { createStorage, type Storage } from './integrations/storage';
import { createPgBossQueue, registerWorkers, type JobQueue } from './jobs';
import { cryptoFromConfig, type Crypto } from './lib/crypto';
import { createPdfConverter } from './lib/libreoffice';
import type { PdfConverter } from './lib/pdf-converter';
import { ensureLoanDataVersion } from './modules/loan/index';
import { ensureScoringSetup } from './modules/scoring/index';
import { registerWebhookWorkers, retrySecondsOf, targetPolicyOf } from './modules/webhooks/index';
import { createLanguageModel } from './integrations/llm/openai-llm';
import type { LanguageModel } from './integrations/llm/llm';
import { createEmbeddingModel } from './integrations/llm/embeddings';
import {
  prepareSemanticIndex,
  type SemanticIndex,
  startDocumentIntelligence,
  createChildReader,
  type ChildReader,
} from './modules/documents-intelligence/index';

export type AppDeps = {
  config: AppConfig;
  db: Db;
  /** The built-in identity service (signs and verifies) or an external OIDC provider (verifies). */
  identity: IdentityVerifier;
  storage: Storage;
  mail: MailSender;
  /** Background jobs (pg-boss); in the embedded mode the worker runs in this process. */
  jobs: JobQueue;
  geocoder: Geocoder;
  plaid: PlaidAdapter;
  /** Built-in signing links, or DocuSign when DOCUSIGN_* are set (DESIGN.md §5). */
  eSignature: ESignature;
  /** Outside data report sources (DESIGN.md §6), sandbox or live. */
  reports: ReportAdapters;
  /** Signed vendor callbacks of the reports (POST /api/webhooks/reports/:vendor). */
  reportWebhooks: ReportWebhooks;
  /** Encryption at rest (SSNs, bank tokens) and signed links. */
  crypto: Crypto;
  /** Generated documents' DOCX to PDF (LibreOffice), or one that says it is not installed. */
  pdfConverter: PdfConverter;
  /** Reads documents (pdf.js, OCR by tesseract.js) in capped child processes, never in this one. */
  documentReader: ChildReader;
  /** An OpenAI-compatible language model, or null (offline mode) unless LLM_MODEL is set. */
  llm: LanguageModel | null;
  /** Semantic retrieval (page embeddings, hybrid search), or null unless EMBEDDING_MODEL is set. */
  semantic?: SemanticIndex | null;
  logger?: FastifyBaseLogger;
  /** Stops what createDeps started (queues, workers). */
  close?: () => Promise<void>;
};

export type CreateDepsOptions = { config: AppConfig; db: Db };

export const createDeps = async ({ config, db }: CreateDepsOptions): Promise<AppDeps> => {
  await ensureLoanDataVersion(db);
  const crypto = cryptoFromConfig(config);
  await ensureScoringSetup(db);
  const identity: IdentityVerifier = config.oidc
    ? createOidcIdentity(config.oidc)
    : await createBuiltInIdentity({
        db,
        dataDir: config.dataDir,
        ttlSeconds: config.JWT_TTL_SECONDS,
        crypto,
        privateKeyPem: config.JWT_PRIVATE_KEY?.replace(/\\n/g, '\n'),
      });
  const storage = await createStorage({
    dataDir: config.dataDir,
    s3: config.STORAGE_BUCKET
      ? {
          bucket: config.STORAGE_BUCKET,
          region: config.STORAGE_REGION,
          endpoint: config.STORAGE_ENDPOINT,
          accessKeyId: config.STORAGE_ACCESS_KEY_ID,
          secretAccessKey: config.STORAGE_SECRET_ACCESS_KEY,
          forcePathStyle: config.STORAGE_FORCE_PATH_STYLE,
        }
      : undefined,
  });
  const closers: Array<() => Promise<void>> = [];
  const pdfConverter = createPdfConverter({
    soffice: config.SOFFICE_PATH,
    timeoutMs: config.PDF_CONVERT_TIMEOUT_SECONDS * 1000,
    concurrency: config.PDF_CONVERT_CONCURRENCY,
  });
  closers.push(() => pdfConverter.close());
  const mail = createMailSender({ config, db });
  const jobs = await createPgBossQueue({
    pool: db.$client,
    drainTimeoutMs: config.DRAIN_TIMEOUT_SECONDS * 1000,
  });
  const reportWebhooks = createReportWebhooks({
    mode: config.REPORTS_MODE,
    env: config.reportVendorEnv,
    timeoutMs: config.REPORTS_HTTP_TIMEOUT_MS,
  });
  const reports = createReportAdapters({
    webhooks: reportWebhooks,
    mode: config.REPORTS_MODE,
    sandboxDelayMs: config.REPORTS_SANDBOX_DELAY_MS,
    timeoutMs: config.REPORTS_HTTP_TIMEOUT_MS,
    env: config.reportVendorEnv,
  });
  await registerWorkers({ db, storage, mail, jobs, reports, crypto, pdfConverter });
  // Outgoing signed webhooks (issue 22): the dispatch loop and the send jobs.
  await registerWebhookWorkers({
    db,
    jobs,
    crypto,
    policy: targetPolicyOf(config),
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    retrySeconds: retrySecondsOf(config),
  });
  const documentReader = createChildReader({
    workers: config.EXTRACTION_WORKERS,
    timeoutSeconds: config.EXTRACTION_TIMEOUT_SECONDS,
    memoryMb: config.EXTRACTION_MEMORY_MB,
  });
  const llm = createLanguageModel(config);
  const semantic = await prepareSemanticIndex(db, createEmbeddingModel(config), {
    minSimilarity: config.EMBEDDING_MIN_SIMILARITY,
  });
  closers.push(
    await startDocumentIntelligence({
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
    }),
  );
  return {
    config,
    db,
    identity,
    storage,
    mail,
    jobs,
    geocoder: createGeocoder({ googleMapsApiKey: config.GOOGLE_MAPS_API_KEY }),
    plaid: createPlaid({
      clientId: config.PLAID_CLIENT_ID,
      secret: config.PLAID_SECRET,
      env: config.PLAID_ENV,
      crypto,
    }),
    crypto,
    pdfConverter,
    eSignature: createESignature(config),
    reports,
    reportWebhooks,
    documentReader,
    llm,
    semantic,
    close: async () => {
      // The queue first: running jobs finish (or reach the drain timeout) while the OCR engine and
      // the rest they use are still open; then everything else, last opened first.
      await jobs.stop();
      for (const close of closers.reverse()) await close();
    },
  };
};

// Everything the app talks to outside itself (STYLE.md: outside services are interfaces passed
// into buildApp; tests pass fakes). assembleDeps builds the embedded-mode default of each one;
// each integration's owner adds its line here when its factory exists. What the feature modules
// bring (their prepared data, job handlers, document reading) is handed in as `modules` by the
// composition root (wiring.ts createDeps): this file is core and imports no module (issue 20).
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
import { createPgBossQueue, type JobQueue } from './jobs';
import { cryptoFromConfig, type Crypto } from './lib/crypto';
import { createPdfConverter } from './lib/libreoffice';
import type { PdfConverter } from './lib/pdf-converter';
import { createLanguageModel } from './integrations/llm/openai-llm';
import type { LanguageModel } from './integrations/llm/llm';
// The two services documents-intelligence provides, by their contracts (the module implements them).
import type { ChildReader } from './integrations/ocr/document-reader';
import type { SemanticIndex } from './integrations/llm/semantic-index';

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

/** What the job handlers use (workers.ts). */
export type WorkerDeps = {
  db: Db;
  storage: Storage;
  mail: MailSender;
  jobs: JobQueue;
  reports: ReportAdapters;
  crypto: Crypto;
  pdfConverter: PdfConverter;
};

/** What the feature modules bring to the deps: wiring.ts `moduleServices`. */
export type ModuleServices = {
  /** Before anything else: the data the modules keep ready (loan data version, scoring rules). */
  prepare: (db: Db) => Promise<void>;
  /** The modules' job handlers and schedules, and the outgoing webhook workers. */
  registerJobs: (deps: WorkerDeps & { config: AppConfig }) => Promise<void>;
  /** Document reading and semantic retrieval; `close` stops what was started. */
  startDocuments: (deps: {
    config: AppConfig;
    db: Db;
    storage: Storage;
    jobs: JobQueue;
    llm: LanguageModel | null;
  }) => Promise<{ documentReader: ChildReader; semantic: SemanticIndex | null; close: () => Promise<void> }>;
};

export type AssembleDepsOptions = { config: AppConfig; db: Db; modules: ModuleServices };

export const assembleDeps = async ({ config, db, modules }: AssembleDepsOptions): Promise<AppDeps> => {
  await modules.prepare(db);
  const crypto = cryptoFromConfig(config);
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
  await modules.registerJobs({ config, db, storage, mail, jobs, reports, crypto, pdfConverter });
  const llm = createLanguageModel(config);
  const {
    documentReader,
    semantic,
    close: stopDocuments,
  } = await modules.startDocuments({
    config,
    db,
    storage,
    jobs,
    llm,
  });
  closers.push(stopDocuments);
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

// Environment, parsed once by one zod schema (STYLE.md). A bad value stops the start with a
// message naming the variable, rather than failing later in a request.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { REPORT_VENDOR_ENV } from './integrations/reports/live/live-adapters';
import { REPORT_WEBHOOK_ENV } from './integrations/reports/webhooks';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url({ message: 'must be a URL' }).optional())
  .optional();

const port = z.coerce.number().int().min(0).max(65535);

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port.default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalUrl,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    APP_BASE_URL: optionalUrl,
    /** Behind a load balancer: trust X-Forwarded-For (else a client could spoof its address past the sign-in limit). */
    TRUST_PROXY: booleanFlag,
    WEB_DIST_DIR: optionalString,
    // Identity: the built-in service unless all three OIDC variables are set (DESIGN.md §1).
    OIDC_ISSUER: optionalUrl,
    OIDC_AUDIENCE: optionalString,
    OIDC_JWKS_URL: optionalUrl,
    JWT_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
    // The built-in identity's RSA signing key (PEM, `\n` escapes allowed); else generated into
    // DATA_DIR/keys, encrypted with the master key. Never stored in the database.
    JWT_PRIVATE_KEY: optionalString,
    // Mail: the outbox table unless SMTP_HOST is set.
    SMTP_HOST: optionalString,
    SMTP_PORT: port.default(587),
    SMTP_USER: optionalString,
    SMTP_PASSWORD: optionalString,
    SMTP_FROM: z.string().trim().default('Lending <no-reply@lending.local>'),
    SMTP_SECURE: booleanFlag,
    // Object storage: a local folder in DATA_DIR unless STORAGE_BUCKET is set (S3-compatible).
    STORAGE_BUCKET: optionalString,
    STORAGE_REGION: optionalString,
    STORAGE_ENDPOINT: optionalUrl,
    STORAGE_ACCESS_KEY_ID: optionalString,
    STORAGE_SECRET_ACCESS_KEY: optionalString,
    STORAGE_FORCE_PATH_STYLE: booleanFlag,
    GOOGLE_MAPS_API_KEY: optionalString,
    MAP_TILE_URL: z.string().trim().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
    PLAID_CLIENT_ID: optionalString,
    PLAID_SECRET: optionalString,
    PLAID_ENV: z.enum(['sandbox', 'development', 'production']).default('sandbox'),
    // The NACHA file's originator (issue 19 ACH debits): the lender's bank and company id.
    ACH_ODFI_ROUTING: z
      .string()
      .trim()
      .regex(/^\d{9}$/)
      .default('121000358'),
    ACH_ODFI_NAME: z.string().trim().default('ODFI SANDBOX BANK'),
    ACH_COMPANY_ID: z.string().trim().max(10).default('1000000000'),
    // E-signature by DocuSign when these four are set; otherwise the built-in signing flow.
    DOCUSIGN_INTEGRATION_KEY: optionalString,
    DOCUSIGN_USER_ID: optionalString,
    DOCUSIGN_ACCOUNT_ID: optionalString,
    DOCUSIGN_PRIVATE_KEY: optionalString,
    DOCUSIGN_BASE_PATH: z.string().trim().default('https://demo.docusign.net/restapi'),
    DOCUSIGN_OAUTH_HOST: z.string().trim().default('account-d.docusign.com'),
    DOCUSIGN_CONNECT_HMAC_KEY: optionalString,
    // Days a built-in signing link stays valid.
    SIGNING_LINK_DAYS: z.coerce.number().int().min(1).max(90).default(14),
    // SSN and bank-token encryption key, base64 of 32 bytes; generated into DATA_DIR/keys when unset.
    SSN_ENCRYPTION_KEY: optionalString,
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    SEED_DEMO: z.enum(['true', 'false', '1', '0', '']).optional(),
    // Outside data reports (DESIGN.md §6): sandbox unless REPORTS_MODE=live; vendor credentials
    // are read by name (REPORT_VENDOR_ENV) into reportVendorEnv.
    REPORTS_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
    REPORTS_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
    REPORTS_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
    // Operations (issue 10): shutdown drain, metrics access, slow-query log, database pool.
    DRAIN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    METRICS_TOKEN: optionalString,
    SLOW_QUERY_MS: z.coerce.number().int().min(0).default(500),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(20),
    // Backups (issue 24 item 4): continuous WAL archiving of the embedded PostgreSQL and a scheduled
    // base backup (cron in UTC, or "off"), kept BACKUP_RETENTION_DAYS; BACKUP_DIR defaults to
    // DATA_DIR/backups (put it on another disk).
    WAL_ARCHIVE: z.enum(['on', 'off']).default('on'),
    BACKUP_DIR: optionalString,
    BACKUP_CRON: z.string().trim().min(1).default('0 3 * * *'),
    BACKUP_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
    // Generated PDFs (issue 20 item 4): LibreOffice's soffice (looked up in PATH, or a path) converts
    // the filled DOCX template; without it the PDF uses the standard layout and says so.
    SOFFICE_PATH: z.string().trim().min(1).default('soffice'),
    PDF_CONVERT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    PDF_CONVERT_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
    // Document intelligence (issue 9): a language model is off unless LLM_MODEL is set.
    LLM_MODEL: optionalString,
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: optionalString,
    // Semantic retrieval: off unless EMBEDDING_MODEL is set; endpoint and key default to the LLM's.
    EMBEDDING_MODEL: optionalString,
    EMBEDDING_BASE_URL: optionalUrl,
    EMBEDDING_API_KEY: optionalString,
    EMBEDDING_MIN_SIMILARITY: z.coerce.number().min(-1).max(1).default(0.2),
    OCR_MAX_PAGES: z.coerce.number().int().min(1).max(2000).default(50),
    EXTRACTION_MAX_PAGES: z.coerce.number().int().min(1).max(20_000).default(2000),
    // Document reading runs in child processes with caps (issue 23): pixels per image or rendered
    // page (from the headers, before decoding), seconds and resident megabytes per document, and
    // children (documents read at once) per process that runs jobs.
    EXTRACTION_MAX_PIXELS: z.coerce.number().int().min(1_000_000).max(1_000_000_000).default(100_000_000),
    // At most 10 minutes: within the extraction claim's lease and pg-boss's job expiry (15 min).
    EXTRACTION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(120),
    EXTRACTION_MEMORY_MB: z.coerce.number().int().min(256).max(65_536).default(1536),
    // 0: this process takes no extraction job (an API-only node beside worker nodes). Default: one
    // per core, at most 4 (OCR keeps a core busy; each child holds up to ~850 MB while it reads).
    EXTRACTION_WORKERS: z.coerce.number().int().min(0).max(64).default(Math.min(4, availableParallelism())),
    // Integrations (issue 22): calls per minute per API key; outgoing webhooks' timeout, and
    // whether they may target loopback or private addresses (off: only public https targets).
    API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(600),
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    WEBHOOK_ALLOW_PRIVATE_TARGETS: booleanFlag,
    // Seconds before each webhook retry (comma-separated; tests shorten it).
    WEBHOOK_RETRY_SECONDS: z
      .string()
      .regex(/^\d+(,\d+)*$/, 'Seconds, comma-separated')
      .default('5,300,1800,7200,18000,36000,36000'),
  })
  .superRefine((env, ctx) => {
    const oidc = [env.OIDC_ISSUER, env.OIDC_AUDIENCE, env.OIDC_JWKS_URL].filter(Boolean).length;
    if (oidc > 0 && oidc < 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'OIDC_ISSUER, OIDC_AUDIENCE and OIDC_JWKS_URL must be set together',
      });
    }
  });

type Env = z.output<typeof configSchema>;

export type AppConfig = Env & {
  /** DATA_DIR resolved to an absolute path. */
  dataDir: string;
  oidc?: { issuer: string; audience: string; jwksUrl: string };
  isEmbeddedDatabase: boolean;
  /** APP_BASE_URL without a trailing slash, else http://localhost:PORT: links never come from the Host header. */
  appBaseUrl: string;
  /** The report vendors' credentials and hosts (only the names the live adapters read). */
  reportVendorEnv: Record<string, string | undefined>;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws ConfigError listing every bad variable. */
export const loadConfig = (env: Record<string, string | undefined> = process.env): AppConfig => {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  return {
    ...value,
    dataDir: path.resolve(value.DATA_DIR),
    oidc:
      value.OIDC_ISSUER && value.OIDC_AUDIENCE && value.OIDC_JWKS_URL
        ? { issuer: value.OIDC_ISSUER, audience: value.OIDC_AUDIENCE, jwksUrl: value.OIDC_JWKS_URL }
        : undefined,
    isEmbeddedDatabase: !value.DATABASE_URL,
    appBaseUrl: (value.APP_BASE_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, ''),
    reportVendorEnv: Object.fromEntries(
      [...REPORT_VENDOR_ENV, ...REPORT_WEBHOOK_ENV].map((name) => [name, env[name]?.trim() || undefined]),
    ),
  };
};

// Environment, parsed once by one zod schema (STYLE.md). A bad value stops the start with a
// message naming the variable, rather than failing later in a request.
import path from 'node:path';
import { z } from 'zod';

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

export const configSchema = z
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
    // SSN and bank-token encryption key, base64 of 32 bytes; generated into DATA_DIR/keys when unset.
    SSN_ENCRYPTION_KEY: optionalString,
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    SEED_DEMO: z.enum(['true', 'false', '1', '0', '']).optional(),
    // Document intelligence (issue 9): a language model is off unless LLM_MODEL is set.
    LLM_MODEL: optionalString,
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: optionalString,
    OCR_MAX_PAGES: z.coerce.number().int().min(1).max(2000).default(50),
    EXTRACTION_MAX_PAGES: z.coerce.number().int().min(1).max(20_000).default(2000),
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
  };
};

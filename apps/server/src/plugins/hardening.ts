// Cross-cutting request and log hardening (issue 13):
// - NUL bytes in any string of the path, query or JSON body are refused with 400 before they
//   reach PostgreSQL (which cannot store them and would answer 500). Runs after the route's
//   access rule, so a caller without a token still gets 401.
// - /api responses are `Cache-Control: no-store` (they carry personal data); only an answer to a
//   caller without credentials may keep a private policy its route chose (signed file links).
// - Logs: request URLs lose signatures and tokens (signed file links, upload tokens, invitation,
//   signing and sponsor links), and errors lose SQL text, parameters and PostgreSQL's detail (personal data).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOG_REDACT_PATHS } from '../lib/crypto';
import { AppError } from '../lib/app-error';

const NUL_REFUSED = 'Text must not contain NUL characters';

const MAX_DEPTH = 64;

/** The path of the first string (or key) with a NUL byte, or null. */
const findNul = (value: unknown, path = '', depth = 0): string | null => {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(value)' : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || depth > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = findNul(inner, at, depth + 1);
    if (found) return found;
  }
  return null;
};

export const rejectNulBytes = async (request: FastifyRequest): Promise<void> => {
  const at =
    (request.url.includes('%00') || request.url.includes('\u0000') ? 'url' : null) ??
    findNul(request.params) ??
    findNul(request.query) ??
    findNul(request.body);
  if (at) throw new AppError(400, NUL_REFUSED, [{ path: at, message: NUL_REFUSED }]);
};

const SECRET_QUERY =
  /([?&](?:sig|signature|token|x-amz-signature|x-amz-credential|x-amz-security-token)=)[^&#]*/gi;
// The path segment after these prefixes is a key: upload grants, Plaid and sponsor links, signing
// links (/api/sign/{token} and the signing page /sign/{token}, valid 14 days: issue 24 E3).
const SECRET_SEGMENT = /\/(?:files\/upload|plaid|set-password|sign|sponsor)\/[^/?#]+/gi;
const TOKEN_SEGMENT = /\/[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}(?=[/?#]|$)/g;
// Any other segment that looks like a random token (40+ URL-safe characters: the e-signature and
// invitation tokens are 43, signed ids 48; UUIDs are 36 and stay readable).
const LONG_SEGMENT = /\/[A-Za-z0-9_-]{40,}(?=[/?#]|$)/g;

/** A URL as logs may keep it: no signatures, no tokens. */
export const redactUrl = (url: string): string =>
  url
    .replace(SECRET_QUERY, '$1[redacted]')
    .replace(SECRET_SEGMENT, (match) => `${match.slice(0, match.lastIndexOf('/'))}/[redacted]`)
    .replace(TOKEN_SEGMENT, '/[redacted]')
    .replace(LONG_SEGMENT, '/[redacted]');

type LoggedError = {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  constraint?: string;
  table?: string;
  column?: string;
  stack: string;
};

const databaseErrorOf = (error: unknown): { code: string; [key: string]: unknown } | null => {
  let current: unknown = error;
  for (let i = 0; i < 4 && current && typeof current === 'object'; i += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'severity' in current)
      return current as unknown as { code: string };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
};

const isQueryError = (error: object): boolean =>
  'query' in error || 'params' in error || /^Failed query/.test(String((error as Error).message));

/**
 * The log form of an error: for database errors only the SQLSTATE and the names of the
 * constraint, table and column (never the SQL, its parameters or PostgreSQL's message and detail,
 * which quote values); for others type, message and stack.
 */
export const serializeError = (error: unknown): LoggedError => {
  if (!error || typeof error !== 'object') return { type: typeof error, message: String(error), stack: '' };
  const database = databaseErrorOf(error);
  if (database || isQueryError(error)) {
    const pick = (key: string) =>
      typeof database?.[key] === 'string' ? (database[key] as string) : undefined;
    return {
      type: (error as Error).name ?? 'DatabaseError',
      message: 'database query failed (SQL and values not logged)',
      ...(database ? { code: database.code } : {}),
      ...(pick('constraint') ? { constraint: pick('constraint') } : {}),
      ...(pick('table') ? { table: pick('table') } : {}),
      ...(pick('column') ? { column: pick('column') } : {}),
      stack: '',
    };
  }
  const plain = error as Error & { code?: unknown; statusCode?: unknown };
  return {
    type: plain.name ?? 'Error',
    message: plain.message,
    ...(typeof plain.code === 'string' ? { code: plain.code } : {}),
    ...(typeof plain.statusCode === 'number' ? { statusCode: plain.statusCode } : {}),
    stack: plain.stack ?? '',
  };
};

/** pino serializers for the app's logger: requests without secrets, errors without SQL. */
const logSerializers = {
  req: (request: {
    method?: string;
    url?: string;
    hostname?: string;
    ip?: string;
    socket?: { remotePort?: number };
  }) => ({
    method: request.method,
    url: redactUrl(request.url ?? ''),
    hostname: request.hostname,
    remoteAddress: request.ip,
  }),
  err: serializeError,
};

/** The app logger's options (also used by tests that capture the log). */
export const appLoggerOptions = (level: string) => ({
  level,
  redact: LOG_REDACT_PATHS,
  serializers: logSerializers,
});

// The database is unreachable or restarting (issue 24 injected faults): connection refused or
// reset, PostgreSQL shutting down (57P01-57P03), any connection exception (class 08), too many
// connections, or node-postgres's own words for a lost connection or a pool that timed out.
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command/i;

/** Whether the error means PostgreSQL cannot be reached right now (answered 503 with Retry-After). */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  const seen: unknown[] = [error];
  for (let i = 0; i < seen.length && i < 8; i += 1) {
    const current = seen[i];
    if (!current || typeof current !== 'object') continue;
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') {
      if (code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300') return true;
      if (UNAVAILABLE_ERRNO.has(code) && 'syscall' in current) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    if (cause) seen.push(cause);
    if (Array.isArray(errors)) seen.push(...errors);
  }
  return false;
};

/** PostgreSQL could not write for lack of disk space (SQLSTATE 53100 disk_full). */
export const isDatabaseDiskFull = (error: unknown): boolean => databaseErrorOf(error)?.code === '53100';

/** SQLSTATE class 22 (bad data: overflow, invalid text, NUL) is the client's fault: 400. */
export const clientErrorOfDatabase = (error: unknown): AppError | null => {
  const database = databaseErrorOf(error);
  if (!database) return null;
  if (database.code.startsWith('22')) return new AppError(400, 'A value is out of range or not valid');
  if (database.code === '23505') return new AppError(409, 'This record already exists');
  return null;
};

export const registerNoStore = (app: FastifyInstance): void => {
  // Synchronous (no promise per response: issue 10 item 7, per-request overhead).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) {
      // A signed-in caller's answer is never stored, whatever the route chose (issue 24: the loan
      // lists said 'private, no-cache'). Only a credential-less answer (a signed file link, which
      // carries its own key) may keep a private policy of its own.
      const isAuthenticated = !!request.user || request.headers.authorization !== undefined;
      const current = reply.getHeader('cache-control');
      if (isAuthenticated || !current || !String(current).includes('private'))
        void reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
};

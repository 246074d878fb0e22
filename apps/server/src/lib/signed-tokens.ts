// The one signer of links and tokens (issue 12 item 4): HMAC-SHA256 under a key of its own, every
// token bound to a purpose (a cursor is no sponsor link) and an expiry, checked in constant time,
// and a failure says which: `invalid` (altered, forged, another purpose or key) or `expired`.
// Three shapes of one scheme, for where the token travels:
// - `sign`/`verify`: a small JSON payload, `<base64url JSON>.<base64url MAC>` (page cursors, the
//   sandbox Plaid tokens, upload grants).
// - `signId`/`verifyId`: one UUID in 48 URL-safe characters (uuid, expiry, 128-bit MAC), for a
//   path segment (/plaid/{id}, /sponsor/{token}).
// - `signFields`/`verifyFields`: a detached MAC over values that travel in clear beside it (a file
//   link's key, expiry and name).
import { createHmac, timingSafeEqual } from 'node:crypto';

type Failure = { ok: false; reason: 'invalid' | 'expired' };
export type TokenCheck<T> = { ok: true; value: T; expiresAt: number } | Failure;

/** How long a token lives: seconds from now, or an epoch (seconds). */
type Expiry = { purpose: string } & ({ ttlSeconds: number } | { expiresAt: number });

export type TokenSigner = {
  sign: (payload: Record<string, unknown>, options: Expiry) => string;
  verify: (token: string, purpose: string) => TokenCheck<Record<string, unknown>>;
  signId: (uuid: string, options: Expiry) => string;
  verifyId: (token: string, purpose: string) => TokenCheck<string>;
  signFields: (fields: string[], options: { purpose: string; expiresAt: number }) => string;
  verifyFields: (
    fields: string[],
    signature: string,
    options: { purpose: string; expiresAt: number },
  ) => TokenCheck<true>;
};

const ID_BODY_BYTES = 20; // 16 bytes of UUID, 4 of expiry
const ID_MAC_BYTES = 16;
const ID_TOKEN = /^[A-Za-z0-9_-]{48}$/;

const INVALID: Failure = { ok: false, reason: 'invalid' };
const EXPIRED: Failure = { ok: false, reason: 'expired' };

const sameBytes = (given: Buffer, expected: Buffer): boolean =>
  given.length === expected.length && timingSafeEqual(given, expected);
/** Text MACs are compared as sent: another spelling of the same bytes is refused too. */
const sameText = (given: string, expected: Buffer): boolean =>
  sameBytes(Buffer.from(given), Buffer.from(expected.toString('base64url')));

const uuidOf = (bytes: Buffer): string => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * A signer keyed by `key` (give each use its own key: the app derives one from its master key,
 * the local file storage keeps one beside its files). `now` is the clock in epoch seconds.
 */
export const createTokenSigner = (
  key: Buffer | string,
  now: () => number = () => Date.now() / 1000,
): TokenSigner => {
  const mac = (...parts: (string | Buffer)[]): Buffer => {
    const hmac = createHmac('sha256', key);
    for (const part of parts) hmac.update(part);
    return hmac.digest();
  };
  const expiresAtOf = (options: Expiry): number =>
    'expiresAt' in options ? options.expiresAt : Math.floor(now()) + options.ttlSeconds;
  const timely = <T>(value: T, expiresAt: number): TokenCheck<T> =>
    expiresAt < now() ? EXPIRED : { ok: true, value, expiresAt };

  return {
    // The purpose and expiry ride in the signed JSON (`pur`, `exp`).
    sign: (payload, options) => {
      const body = Buffer.from(
        JSON.stringify({ ...payload, exp: expiresAtOf(options), pur: options.purpose }),
      ).toString('base64url');
      return `${body}.${mac(body).toString('base64url')}`;
    },
    verify: (token, purpose) => {
      const [body, signature, ...rest] = token.split('.');
      if (!body || !signature || rest.length > 0) return INVALID;
      if (!sameText(signature, mac(body))) return INVALID;
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        return INVALID;
      }
      const payload = parsed as Record<string, unknown>;
      if (typeof parsed !== 'object' || !parsed || payload.pur !== purpose || typeof payload.exp !== 'number')
        return INVALID;
      return timely(payload, payload.exp);
    },
    // Too short for the purpose inside: it is part of what the MAC covers.
    signId: (uuid, options) => {
      const body = Buffer.alloc(ID_BODY_BYTES);
      Buffer.from(uuid.replace(/-/g, ''), 'hex').copy(body, 0);
      body.writeUInt32BE(Math.max(0, expiresAtOf(options)), 16);
      const tag = mac(`${options.purpose}\n`, body).subarray(0, ID_MAC_BYTES);
      return Buffer.concat([body, tag]).toString('base64url');
    },
    verifyId: (token, purpose) => {
      if (!ID_TOKEN.test(token)) return INVALID;
      const bytes = Buffer.from(token, 'base64url');
      const body = bytes.subarray(0, ID_BODY_BYTES);
      const expected = mac(`${purpose}\n`, body).subarray(0, ID_MAC_BYTES);
      if (!sameBytes(bytes.subarray(ID_BODY_BYTES), expected)) return INVALID;
      return timely(uuidOf(body.subarray(0, 16)), body.readUInt32BE(16));
    },
    signFields: (fields, { purpose, expiresAt }) =>
      mac(JSON.stringify([purpose, expiresAt, ...fields])).toString('base64url'),
    verifyFields: (fields, signature, { purpose, expiresAt }) => {
      if (!Number.isFinite(expiresAt)) return INVALID;
      const expected = mac(JSON.stringify([purpose, expiresAt, ...fields]));
      if (!sameText(signature, expected)) return INVALID;
      return timely(true as const, expiresAt);
    },
  };
};

// HMAC-signed, expiring links for the local-folder storage: a download link names the key and
// carries exp and sig; an upload token carries key, content type, size limit and expiry.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type UploadGrant = { key: string; contentType: string; maxBytes: number; exp: number };

const sign = (secret: string, payload: string): string =>
  createHmac('sha256', secret).update(payload).digest('base64url');

const safeEqual = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export const signDownload = (secret: string, key: string, exp: number, fileName?: string): string =>
  sign(secret, `get\n${key}\n${exp}\n${fileName ?? ''}`);

export const verifyDownload = (
  secret: string,
  input: { key: string; exp: number; sig: string; fileName?: string },
): boolean =>
  Number.isFinite(input.exp) &&
  input.exp >= nowSeconds() &&
  safeEqual(signDownload(secret, input.key, input.exp, input.fileName), input.sig);

export const createUploadToken = (secret: string, grant: UploadGrant): string => {
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${payload}.${sign(secret, `put\n${payload}`)}`;
};

/** The grant of a valid, unexpired token, or null. */
export const readUploadToken = (secret: string, token: string): UploadGrant | null => {
  const [payload, sig, ...rest] = token.split('.');
  if (!payload || !sig || rest.length > 0) return null;
  if (!safeEqual(sign(secret, `put\n${payload}`), sig)) return null;
  try {
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as UploadGrant;
    if (typeof grant.key !== 'string' || typeof grant.exp !== 'number' || grant.exp < nowSeconds())
      return null;
    return grant;
  } catch {
    return null;
  }
};

// /plaid/{id} is public (000 §7: /plaid calls carry no authorisation header), so the {id} is an
// unguessable, expiring, signed token naming the plaid activity (DESIGN.md §2) rather than the
// activity id itself. The personal page receives it with the plaid activity. Compact binary
// (activity uuid, expiry, truncated HMAC: 48 characters) so it fits a URL path segment.
import { timingSafeEqual } from 'node:crypto';
import type { Crypto } from '../../lib/crypto.js';
import { AppError } from '../../plugins/errors.js';

export const PLAID_LINK_TTL_SECONDS = 72 * 3600;
const PURPOSE = 'plaid-link';
const MAC_BYTES = 16;

const LINK_EXPIRED = 'This bank connection link has expired. Please open it again from your personal page.';
const LINK_INVALID = 'This bank connection link is not valid.';

const uuidBytes = (uuid: string): Buffer => Buffer.from(uuid.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer): string => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export const createPlaidLinkId = (
  crypto: Crypto,
  activityId: string,
  ttlSeconds = PLAID_LINK_TTL_SECONDS,
): string => {
  const body = Buffer.alloc(20);
  uuidBytes(activityId).copy(body, 0);
  body.writeUInt32BE(Math.max(0, Math.floor(Date.now() / 1000) + ttlSeconds), 16);
  return Buffer.concat([body, crypto.mac(PURPOSE, body).subarray(0, MAC_BYTES)]).toString('base64url');
};

/** The activity id of a valid link; 410 when expired, 403 when tampered. */
export const readPlaidLinkId = (crypto: Crypto, id: string): string => {
  const bytes = /^[A-Za-z0-9_-]{48}$/.test(id) ? Buffer.from(id, 'base64url') : Buffer.alloc(0);
  if (bytes.length !== 20 + MAC_BYTES) throw new AppError(403, LINK_INVALID);
  const body = bytes.subarray(0, 20);
  if (!timingSafeEqual(bytes.subarray(20), crypto.mac(PURPOSE, body).subarray(0, MAC_BYTES)))
    throw new AppError(403, LINK_INVALID);
  if (body.readUInt32BE(16) < Date.now() / 1000) throw new AppError(410, LINK_EXPIRED);
  return uuidOf(body.subarray(0, 16));
};

export const plaidPagePath = (linkId: string): string => `/plaid/${linkId}`;

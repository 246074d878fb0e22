// /plaid/{id} is public (000 §7: /plaid calls carry no authorisation header), so the {id} is an
// unguessable, expiring, signed token naming the plaid activity (DESIGN.md §2) rather than the
// activity id itself. The personal page receives it with the plaid activity. Compact binary
// (activity uuid, expiry, truncated HMAC: 48 characters, lib/signed-tokens.ts) so it fits a URL
// path segment. In the kernel because two modules make it: plaid (the staff's copied link) and
// personal (the borrower's list of activities), and personal sits above plaid.
import type { Crypto } from './crypto';
import { tokenValueOrThrow } from './token-errors';

export const PLAID_LINK_TTL_SECONDS = 72 * 3600;
const PURPOSE = 'plaid-link';

const LINK_EXPIRED = 'This bank connection link has expired. Please open it again from your personal page.';
const LINK_INVALID = 'This bank connection link is not valid.';

export const createPlaidLinkId = (
  crypto: Crypto,
  activityId: string,
  ttlSeconds = PLAID_LINK_TTL_SECONDS,
): string => crypto.tokens.signId(activityId, { purpose: PURPOSE, ttlSeconds });

/** The activity id of a valid link; 410 when expired, 403 when tampered. */
export const readPlaidLinkId = (crypto: Crypto, id: string): string =>
  tokenValueOrThrow(crypto.tokens.verifyId(id, PURPOSE), { invalid: LINK_INVALID, expired: LINK_EXPIRED });

export const plaidPagePath = (linkId: string): string => `/plaid/${linkId}`;

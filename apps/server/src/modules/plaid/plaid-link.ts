// /plaid/{id} is public (000 §7: /plaid calls carry no authorisation header), so the {id} is an
// unguessable, expiring, signed token naming the plaid activity (DESIGN.md §2) rather than the
// activity id itself. The personal page receives it with the plaid activity.
import type { Crypto } from '../../lib/crypto.js';
import { AppError } from '../../plugins/errors.js';

export const PLAID_LINK_TTL_SECONDS = 72 * 3600;
const PURPOSE = 'plaid-link';

export const LINK_EXPIRED = 'This bank connection link has expired. Please open it again from your personal page.';
export const LINK_INVALID = 'This bank connection link is not valid.';

export const createPlaidLinkId = (crypto: Crypto, activityId: string, ttlSeconds = PLAID_LINK_TTL_SECONDS): string =>
  crypto.sign({ a: activityId }, { ttlSeconds, purpose: PURPOSE });

/** The activity id of a valid link; 410 when expired, 403 when tampered. */
export const readPlaidLinkId = (crypto: Crypto, id: string): string => {
  const result = crypto.verifySigned(id, PURPOSE);
  if (!result.ok) throw new AppError(result.reason === 'expired' ? 410 : 403, result.reason === 'expired' ? LINK_EXPIRED : LINK_INVALID);
  const activityId = result.payload.a;
  if (typeof activityId !== 'string') throw new AppError(403, LINK_INVALID);
  return activityId;
};

export const plaidPagePath = (linkId: string): string => `/plaid/${linkId}`;

// Which scope a call needs (issue 22 item 3): the area of its path, read for GET/HEAD and write
// for every other method. Routes outside the six areas (users, settings, keys, webhooks, audit,
// sign-in) are not open to keys at all.
import type { ApiKeyArea } from '@lending/domain';

const AREAS: ReadonlyArray<readonly [ApiKeyArea, RegExp]> = [
  ['servicing', /^\/api\/servicing(\/|$)/],
  ['scoring', /^\/api\/(scoring(\/|$)|loan\/[^/]+\/(score|calculate-score))/],
  ['reports', /^\/api\/(reports|policies)(\/|$)/],
  ['documents', /^\/api\/(documents|documents-intelligence|custom-document|e-signature|files)(\/|$)/],
  ['activities', /^\/api\/(activity|activity-templates)(\/|$)/],
  [
    'loans',
    /^\/api\/(loan|loan-status|property|borrower|contact|term-sheet|commitment|board-review|leads|application|credit-memo|data-point|thread|statistics)(\/|$)/,
  ],
];

/** The area of a route path (`/api/loan/:id`), or null when keys may not call it. */
const areaOfRoute = (url: string): ApiKeyArea | null =>
  AREAS.find(([, pattern]) => pattern.test(url))?.[0] ?? null;

// Per route path (a bounded set: the registered routes), so a call runs no pattern (issue 22 Speed).
const known = new Map<string, { read: string; write: string } | null>();

/** The scope a call needs, or null when no key may make it. */
export const scopeNeeded = (method: string, url: string): string | null => {
  let scopes = known.get(url);
  if (scopes === undefined) {
    const area = areaOfRoute(url);
    scopes = area ? { read: `${area}:read`, write: `${area}:write` } : null;
    known.set(url, scopes);
  }
  if (!scopes) return null;
  return method === 'GET' || method === 'HEAD' ? scopes.read : scopes.write;
};

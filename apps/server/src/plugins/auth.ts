// Bearer token -> identity -> user row (DESIGN.md §2). The token only proves who someone is;
// what they may do comes from their user row (role, borrower, contact), re-read at most every
// AUTH_CACHE_MS, so a deactivated user or a signed-out token stops working promptly.
import { messages, type Role } from '@lending/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { VerifiedIdentity } from '../integrations/identity/identity';
import type { ApiKeyActor } from '../lib/api-key-actor';
import { AppError } from './errors';
import { LRUCache } from 'lru-cache';

export type RequestUser = {
  id: string;
  email: string;
  role: Role;
  first_name: string;
  last_name: string;
  borrower_id?: string;
  contact_id?: string;
  /** Set for a call made with an API key (modules/api-keys): the key its audit rows name. */
  api_key?: ApiKeyActor;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    identity: VerifiedIdentity | null;
    user: RequestUser | null;
  }
}

const EMAIL_NOT_FOUND = messages.emailNotFoundInJwt;
const NOT_AUTHORIZED = messages.notAuthorized;

const bearerToken = (request: FastifyRequest): string => {
  const header = request.headers.authorization;
  if (!header) throw new AppError(401, 'Missing bearer token');
  // Two Authorization headers: refused, never "the first one wins" (a proxy may read the other).
  const raw = request.raw.rawHeaders;
  let count = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() === 'authorization') count += 1;
  if (count > 1 || typeof header !== 'string') throw new AppError(401, 'Invalid authorization header');
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw new AppError(401, 'Invalid authorization header');
  return match[1]!;
};

// A signed-in user's row is read at most every AUTH_CACHE_MS per token and process: the hot read
// paths (GET /loan/{id}) then cost one query, not two. Sign-out in this process forgets the token
// at once; another process notices within AUTH_CACHE_MS.
const AUTH_CACHE_MS = 2000;
const AUTH_CACHE_MAX = 10_000;
type CachedAuth = { identity: VerifiedIdentity; user: RequestUser; until: number };
// Least recently used tokens leave first when full (a plain map cleared itself whole).
const authCaches = new WeakMap<object, LRUCache<string, CachedAuth>>();
const authCache = (request: FastifyRequest): LRUCache<string, CachedAuth> => {
  let cache = authCaches.get(request.server.deps);
  if (!cache) {
    cache = new LRUCache({ max: AUTH_CACHE_MAX });
    authCaches.set(request.server.deps, cache);
  }
  return cache;
};

/** Forgets cached sign-ins: one token, or every token of a user. */
export const forgetCachedAuth = (
  request: FastifyRequest,
  which: { token?: string; userId?: string },
): void => {
  const cache = authCache(request);
  if (which.token) cache.delete(which.token);
  if (which.userId)
    for (const [token, entry] of [...cache.entries()])
      if (entry.user.id === which.userId) cache.delete(token);
};

/** The raw bearer token of the request (401 when missing or malformed). */
export const requestToken = (request: FastifyRequest): string => bearerToken(request);

/** Verifies the bearer token once per request; request.identity holds the result. */
export const authenticate = async (request: FastifyRequest): Promise<VerifiedIdentity> => {
  if (request.identity) return request.identity;
  const identity = await request.server.deps.identity.verify(bearerToken(request));
  request.identity = identity;
  return identity;
};

type UserRow = {
  id: string;
  email: string;
  role: string;
  first_name: string;
  last_name: string;
  borrower_id: string | null;
  contact_id: string | null;
  token_version: number;
  is_active: boolean;
  revoked: boolean;
};

/** request.user from the token's email; 401 without one, 403 when no active user row exists. */
export const loadUser = async (request: FastifyRequest): Promise<RequestUser> => {
  if (request.user) return request.user;
  const token = bearerToken(request);
  const cache = authCache(request);
  const cached = cache.get(token);
  if (cached && cached.until > Date.now()) {
    request.identity = cached.identity;
    request.user = cached.user;
    return cached.user;
  }
  const identity = await authenticate(request);
  if (!identity.email) throw new AppError(401, EMAIL_NOT_FOUND);
  // One round trip: the user row and whether this token was signed out.
  const result = await request.server.deps.db.execute<UserRow>(sql`
    select u.id, u.email, u.role, u.first_name, u.last_name, u.borrower_id, u.contact_id,
           u.token_version, u.is_active,
           exists (select 1 from revoked_tokens r where r.jti = ${identity.jti ?? ''}) as revoked
    from users u where u.email = ${identity.email.toLowerCase()}`);
  const row = result.rows[0];
  if (row?.revoked) throw new AppError(401, 'Token has been signed out');
  // The built-in service signs tokens for existing users only: one whose user is gone (deleted,
  // or deleted and the e-mail given to a new account) or deactivated is no longer a session.
  if (
    identity.source === 'built-in' &&
    (!row || !row.is_active || (identity.subject !== undefined && identity.subject !== row.id))
  ) {
    throw new AppError(401, 'Token has been signed out');
  }
  if (!row || !row.is_active) throw new AppError(403, NOT_AUTHORIZED);
  if (identity.source === 'built-in' && (identity.tokenVersion ?? 0) !== row.token_version) {
    throw new AppError(401, 'Token has been signed out');
  }
  const user: RequestUser = {
    id: row.id,
    email: row.email,
    role: row.role as Role,
    first_name: row.first_name,
    last_name: row.last_name,
    ...(row.borrower_id ? { borrower_id: row.borrower_id } : {}),
    ...(row.contact_id ? { contact_id: row.contact_id } : {}),
  };
  request.user = user;
  const tokenExpiry = identity.expiresAt ? identity.expiresAt * 1000 : Infinity;
  cache.set(token, { identity, user, until: Math.min(Date.now() + AUTH_CACHE_MS, tokenExpiry) });
  return user;
};

/** The signed-in user; for handlers behind allow(...). */
export const currentUser = (request: FastifyRequest): RequestUser => {
  if (!request.user) throw new AppError(401, 'Not signed in');
  return request.user;
};

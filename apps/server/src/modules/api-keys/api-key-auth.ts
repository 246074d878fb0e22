// `Authorization: Bearer lk_...` (issue 22 item 3): the call is made as the key. Before anything
// else the key is found (key-cache.ts: in memory per node, every node told at once of a revoke or
// rename, the database on every call while this node's listener is down), counted against its own
// rate limit (key-rate-limit.ts: per node in memory, added to the shared table in batches), and its
// scope checked against the route's declared access and area; then request.user is the admin the
// key acts for, so the one access hook (plugins/access.ts) lets it through like that admin; it also
// carries the key, so the actor the handler passes on names the key in the audit rows
// (lib/api-key-actor.ts). A key's last use is written at most once a minute per key per node.
import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { scopeNeeded } from './api-key-scopes';
import { loadApiKey, looksLikeApiKey, touchApiKey } from './api-keys.service';
import { createKeyCache, TooManyMisses, type ActiveApiKey, type KeyCache } from './key-cache';
import { createKeyRateLimiter } from './key-rate-limit';
import { loadAccessToken, looksLikeAccessToken } from './oauth-tokens';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    apiKey: ActiveApiKey | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** This node's API keys in memory (key-cache.ts); a change to a key settles through it. */
    apiKeyCache: KeyCache;
  }
}

const INVALID_KEY = 'Invalid or revoked API key';
const INVALID_TOKEN = 'Invalid or expired access token';
const LAST_USE_EVERY_MS = 60_000;

const bearerApiKey = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+((?:lk|lat)_\S*)\s*$/i.exec(header);
  return match && (looksLikeApiKey(match[1]!) || looksLikeAccessToken(match[1]!)) ? match[1]! : null;
};

type Route = FastifyRequest['routeOptions'];

// The admin a key acts as, carrying the key for its audit rows: one frozen object per key held in
// memory (nothing may change it), not two new objects per call.
const actingAs = new WeakMap<ActiveApiKey, RequestUser>();
const actingUser = (key: ActiveApiKey): RequestUser => {
  let user = actingAs.get(key);
  if (!user) {
    const apiKey = Object.freeze({ id: key.id, name: key.name });
    user = Object.freeze({ ...key.user, role: 'admin' as const, api_key: apiKey });
    actingAs.set(key, user);
  }
  return user;
};

/** 403 unless the key's scopes cover the call (routes a key may not call at all: 403 too). */
const assertScope = (request: FastifyRequest, key: ActiveApiKey, route: Route): void => {
  const access = route.config.access;
  if (access === 'public' || access === 'public-link') return;
  const needed = access === 'signed-in' ? null : scopeNeeded(request.method, route.url ?? '');
  if (!needed) throw new AppError(403, 'API keys cannot call this endpoint');
  if (!key.scopes.includes(needed)) throw new AppError(403, `This API key lacks the scope ${needed}`);
};

export const registerApiKeyAuth = (
  app: FastifyInstance,
  options: { perMinute: number; reconnectMs?: number },
): void => {
  const { db } = app.deps;
  const cache = createKeyCache(db.$client, { reconnectMs: options.reconnectMs });
  const limiter = createKeyRateLimiter(db.$client, { perMinute: options.perMinute });
  const lastUse = new Map<string, number>();
  app.decorate('apiKeyCache', cache);
  app.decorateRequest('apiKey', null);
  app.addHook('onClose', async () => {
    await limiter.close();
    await cache.close();
  });

  const load = async (request: FastifyRequest, token: string, tokenHash: string) => {
    try {
      return await cache.find(tokenHash, request.ip, () =>
        looksLikeAccessToken(token) ? loadAccessToken(db, token) : loadApiKey(db, token),
      );
    } catch (error) {
      if (error instanceof TooManyMisses)
        throw new AppError(429, 'Too many unknown API keys from this address; try again later');
      throw error;
    }
  };

  // After the key is known and counted: the limit headers, 429, the scope, the acting admin.
  const admit = (request: FastifyRequest, reply: FastifyReply, route: Route, left: number) => {
    const key = request.apiKey!;
    void reply.header('x-ratelimit-limit', limiter.limitHeader);
    void reply.header('x-ratelimit-remaining', left < 0 ? '0' : String(left));
    if (left < 0) {
      void reply.header('retry-after', String(limiter.retryAfterSeconds(key.id)));
      throw new AppError(429, 'Rate limit exceeded for this API key');
    }
    assertScope(request, key, route);
    request.user = actingUser(key);
  };

  const lastUseDue = (key: ActiveApiKey): boolean => {
    const now = Date.now();
    if (now - (lastUse.get(key.id) ?? 0) < LAST_USE_EVERY_MS) return false;
    if (lastUse.size >= 10_000) lastUse.clear();
    lastUse.set(key.id, now);
    return true;
  };

  // Anything that must wait: an unknown hash (database) or a rate-limit write.
  const slowPath = async (
    request: FastifyRequest,
    reply: FastifyReply,
    route: Route,
    token: string,
    tokenHash: string,
  ) => {
    const known = cache.peek(tokenHash);
    const key = known === undefined ? await load(request, token, tokenHash) : known;
    if (!key) throw new AppError(401, looksLikeAccessToken(token) ? INVALID_TOKEN : INVALID_KEY);
    request.apiKey = key;
    admit(request, reply, route, limiter.takeNow(key.id) ?? (await limiter.take(key.id)));
    if (lastUseDue(key)) await touchApiKey(db, key.id);
  };

  // Synchronous (no promise) for token calls and for a warm key: the key is hashed once, memory
  // answers and the count needs no write; only the once-a-minute last use is awaited then.
  app.addHook('onRequest', (request, reply, done) => {
    const token = bearerApiKey(request);
    const route = token ? request.routeOptions : null;
    if (!token || !route?.url?.startsWith('/api/')) {
      done();
      return;
    }
    const tokenHash = hash('sha256', token, 'hex');
    const known = cache.peek(tokenHash);
    const left = known ? limiter.takeNow(known.id) : null;
    if (left === null) {
      slowPath(request, reply, route, token, tokenHash).then(() => done(), done);
      return;
    }
    request.apiKey = known!;
    admit(request, reply, route, left);
    if (lastUseDue(known!)) touchApiKey(db, known!.id).then(() => done(), done);
    else done();
  });
};

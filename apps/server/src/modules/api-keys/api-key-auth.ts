// `Authorization: Bearer lk_...` (issue 22 item 3): the call is made as the key. Before anything
// else the key is found (key-cache.ts: in memory per node, every node told at once of a revoke or
// rename, the database on every call while this node's listener is down), counted against its own
// rate limit (key-rate-limit.ts: per node in memory, added to the shared table in batches), and its
// scope checked against the route's declared access and area; then request.user is the admin the
// key acts for, so the one access hook (plugins/access.ts) lets it through like that admin, and
// the handler runs inside the key's audit context (audit rows name the key). A key's last use is
// written at most once a minute per key per node.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors';
import { runAsApiKey } from '../../lib/api-key-actor';
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

/** 403 unless the key's scopes cover the call (routes a key may not call at all: 403 too). */
const assertScope = (request: FastifyRequest, key: ActiveApiKey): void => {
  const access = request.routeOptions.config.access;
  if (access === 'public' || access === 'public-link') return;
  const url = request.routeOptions.url ?? '';
  const needed = access === 'signed-in' ? null : scopeNeeded(request.method, url);
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

  const find = async (request: FastifyRequest, token: string): Promise<ActiveApiKey | null> => {
    const hash = createHash('sha256').update(token).digest('hex');
    const isToken = looksLikeAccessToken(token);
    try {
      return await cache.find(hash, request.ip, () =>
        isToken ? loadAccessToken(db, token) : loadApiKey(db, token),
      );
    } catch (error) {
      if (error instanceof TooManyMisses)
        throw new AppError(429, 'Too many unknown API keys from this address; try again later');
      throw error;
    }
  };

  app.addHook('onRequest', async (request, reply) => {
    const token = bearerApiKey(request);
    if (!token || !request.routeOptions.url?.startsWith('/api/')) return;
    const key = await find(request, token);
    if (!key) throw new AppError(401, looksLikeAccessToken(token) ? INVALID_TOKEN : INVALID_KEY);
    request.apiKey = key;
    const taken = await limiter.take(key.id);
    void reply.header('x-ratelimit-limit', String(taken.limit));
    void reply.header('x-ratelimit-remaining', String(taken.remaining));
    if (!taken.allowed) {
      void reply.header('retry-after', String(taken.retryAfterSeconds));
      throw new AppError(429, 'Rate limit exceeded for this API key');
    }
    assertScope(request, key);
    const now = Date.now();
    if (now - (lastUse.get(key.id) ?? 0) >= LAST_USE_EVERY_MS) {
      if (lastUse.size >= 10_000) lastUse.clear();
      lastUse.set(key.id, now);
      await touchApiKey(db, key.id);
    }
    request.user = { ...key.user, role: 'admin' };
  });

  // Around the handler (after the body is read): audit rows it writes name the key.
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.apiKey) runAsApiKey({ id: request.apiKey.id, name: request.apiKey.name }, done);
    else done();
  });
};

// `Authorization: Bearer lk_...` (issue 22 item 3): the call is made as the key. Before anything
// else the key is looked up (every call reads its row: a revoked key fails at once on every
// server), counted against its own rate limit (by key id, in the shared PostgreSQL store), and its
// scope checked against the route's declared access and area; then request.user is the admin the
// key acts for, so the one access hook (plugins/access.ts) lets it through like that admin, and
// the handler runs inside the key's audit context (audit rows name the key).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors';
import { runAsApiKey } from '../../lib/api-key-actor';
import { scopeNeeded } from './api-key-scopes';
import { findActiveApiKey, looksLikeApiKey, type ActiveApiKey } from './api-keys.service';
import { findKeyOfAccessToken, looksLikeAccessToken } from './oauth-tokens';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    apiKey: ActiveApiKey | null;
  }
}

const INVALID_KEY = 'Invalid or revoked API key';
const INVALID_TOKEN = 'Invalid or expired access token';

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

export const registerApiKeyAuth = (app: FastifyInstance, options: { perMinute: number }): void => {
  app.decorateRequest('apiKey', null);
  const limit = app.createRateLimit({
    max: options.perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-key:${request.apiKey?.id ?? ''}`,
  });

  app.addHook('onRequest', async (request, reply) => {
    const token = bearerApiKey(request);
    if (!token || !request.routeOptions.url?.startsWith('/api/')) return;
    const key = looksLikeAccessToken(token)
      ? await findKeyOfAccessToken(app.deps.db, token)
      : await findActiveApiKey(app.deps.db, token);
    if (!key) throw new AppError(401, looksLikeAccessToken(token) ? INVALID_TOKEN : INVALID_KEY);
    request.apiKey = key;
    const counted = await limit(request);
    if (!counted.isAllowed) {
      if (counted.isExceeded) {
        void reply.header('retry-after', String(Math.max(1, counted.ttlInSeconds)));
        throw new AppError(429, 'Rate limit exceeded for this API key');
      }
      void reply.header('x-ratelimit-limit', String(counted.max));
      void reply.header('x-ratelimit-remaining', String(counted.remaining));
    }
    assertScope(request, key);
    request.user = { ...key.user, role: 'admin' };
  });

  // Around the handler (after the body is read): audit rows it writes name the key.
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.apiKey) runAsApiKey({ id: request.apiKey.id, name: request.apiKey.name }, done);
    else done();
  });
};

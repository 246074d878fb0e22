// Sign-in, renewal, sign-out and the discovery documents of the built-in identity service
// (issue 2 scope 5). In external OIDC mode the provider signs people in; these answer 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isBuiltInIdentity, type BuiltInIdentity } from '../../integrations/identity/identity';
import { currentUser, forgetCachedAuth, requestToken } from '../../plugins/auth';
import { register } from '../../plugins/contract';
import { AppError } from '../../plugins/errors';
import { discoverySchema, endpoints, jwksSchema } from '@lending/domain';
import { changePassword, login, logout, refresh } from './auth.service';
import { SignInLimitedError } from './login-throttle';

// Wrong passwords are limited per address, per address and account, and per account from
// unknown addresses, with counters in PostgreSQL (login-throttle.ts): 429 with Retry-After.

const builtIn = (app: FastifyInstance): BuiltInIdentity => {
  const identity = app.deps.identity;
  if (!isBuiltInIdentity(identity))
    throw new AppError(404, 'Sign-in is handled by the external identity provider');
  return identity;
};

// The configured origin, never the request's Host header (a forged Host must not steer clients).
const discovery = (request: FastifyRequest, identity: BuiltInIdentity) => {
  const base = request.server.deps.config.appBaseUrl;
  return {
    issuer: identity.issuer,
    jwks_uri: `${base}/.well-known/jwks.json`,
    token_endpoint: `${base}/api/auth/login`,
    end_session_endpoint: `${base}/api/auth/logout`,
    response_types_supported: ['token'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    claims_supported: ['sub', 'email', 'role', 'exp', 'iat', 'jti'],
  };
};

const keysOf = (app: FastifyInstance) => builtIn(app).jwks() as z.infer<typeof jwksSchema>;

/** Discovery and keys at the conventional root paths (outside /api; under /api/auth below). */
export const wellKnownRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/.well-known/openid-configuration',
    { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: discoverySchema } } },
    async (request) => discovery(request, builtIn(app)),
  );
  app.get(
    '/.well-known/jwks.json',
    { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: jwksSchema } } },
    async () => keysOf(app),
  );
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  register(app, endpoints.getAuthOpenidConfiguration, async (request) => discovery(request, builtIn(app)));
  register(app, endpoints.getAuthJwks, async () => keysOf(app));

  register(app, endpoints.postAuthLogin, async (request, reply) => {
    try {
      return await login(app.deps.db, {
        identity: builtIn(app),
        email: request.body.email,
        password: request.body.password,
        ip: request.ip,
      });
    } catch (error) {
      if (error instanceof SignInLimitedError)
        void reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  });

  // Password change (built-in identity): the other sessions are signed out, a fresh token answers.
  register(app, endpoints.postAuthPassword, async (request, reply) => {
    try {
      const changed = await changePassword(app.deps.db, {
        identity: builtIn(app),
        user: currentUser(request),
        currentPassword: request.body.current_password,
        newPassword: request.body.new_password,
        ip: request.ip,
      });
      forgetCachedAuth(request, { token: requestToken(request), userId: currentUser(request).id });
      return changed;
    } catch (error) {
      if (error instanceof SignInLimitedError)
        void reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  });

  register(app, endpoints.postAuthRefresh, async (request) => {
    const renewed = await refresh(app.deps.db, {
      identity: builtIn(app),
      current: request.identity!,
      user: currentUser(request),
    });
    forgetCachedAuth(request, { token: requestToken(request) });
    return renewed;
  });

  register(app, endpoints.postAuthLogout, async (request, reply) => {
    await logout(app.deps.db, {
      identity: request.identity!,
      user: currentUser(request),
      ttlSeconds: app.deps.config.JWT_TTL_SECONDS,
      everywhere: request.body?.everywhere,
    });
    forgetCachedAuth(request, {
      token: requestToken(request),
      ...(request.body?.everywhere ? { userId: currentUser(request).id } : {}),
    });
    return reply.status(204).send(null);
  });
};

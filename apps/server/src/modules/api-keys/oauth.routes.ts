// POST /api/oauth/token (issue 22 item 3): OAuth2 client credentials for the API keys' scopes, as
// RFC 6749 section 4.4 describes it, so a standard OAuth2 client library works unchanged: a
// form-encoded body (JSON also accepted), client authentication by HTTP Basic or in the body,
// `Cache-Control: no-store`, and errors in the RFC's shape (400/401 with `error`).
import { endpoints } from '@lending/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { register } from '../../plugins/contract';
import { clientCredentials, issueAccessToken, OAuthError } from './oauth-tokens';

export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  // Form-encoded bodies for this route only (RFC 6749 section 4.4.2); the rest of the API is JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  // A body that fails the schema is answered invalid_request (RFC 6749), below.
  register(
    app,
    endpoints.postOauthToken,
    async (request, reply) => {
      void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      if (request.validationError)
        return reply.code(400).send({
          error: 'invalid_request',
          error_description: request.validationError.message.slice(0, 300),
        });
      try {
        const client = clientCredentials(request.headers.authorization, request.body);
        return await issueAccessToken(db, {
          grantType: request.body.grant_type,
          scope: request.body.scope,
          clientId: client.id,
          clientSecret: client.secret,
        });
      } catch (error) {
        if (!(error instanceof OAuthError)) throw error;
        if (error.status === 401) void reply.header('www-authenticate', 'Basic realm="api", charset="UTF-8"');
        return reply.code(error.status).send({ error: error.error, error_description: error.message });
      }
    },
    { attachValidation: true },
  );
};

// POST/GET /api/api-keys, PATCH/DELETE /api/api-keys/{id} (issue 22 item 3, admin only). A key is
// shown once, in the creation answer; lists carry its prefix, scopes and last use.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiKeyIdParams,
  apiKeyListSchema,
  apiKeySchema,
  createApiKeyBodySchema,
  createdApiKeySchema,
  renameApiKeyBodySchema,
} from '@lending/domain';
import { currentUser } from '../../plugins/auth';
import { createApiKey, listApiKeys, renameApiKey, revokeApiKey } from './api-keys.service';

const actorOf = (user: { id: string; email: string }) => ({ id: user.id, email: user.email });

export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.post(
    '/api-keys',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['api-keys'],
        summary: 'Create an API key (the key is in this answer only)',
        body: createApiKeyBodySchema,
        response: { 201: createdApiKeySchema },
      },
    },
    async (request, reply) => {
      const created = await createApiKey(db, {
        actor: actorOf(currentUser(request)),
        name: request.body.name,
        scopes: request.body.scopes,
        live: config.NODE_ENV === 'production',
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api-keys',
    {
      config: { access: 'admin' },
      schema: { tags: ['api-keys'], summary: 'List API keys', response: { 200: apiKeyListSchema } },
    },
    async () => ({ items: await listApiKeys(db) }),
  );

  app.patch(
    '/api-keys/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['api-keys'],
        summary: 'Rename an API key',
        params: apiKeyIdParams,
        body: renameApiKeyBodySchema,
        response: { 200: apiKeySchema },
      },
    },
    async (request) =>
      renameApiKey(db, {
        actor: actorOf(currentUser(request)),
        id: request.params.id,
        name: request.body.name,
      }),
  );

  app.delete(
    '/api-keys/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['api-keys'], summary: 'Revoke an API key', params: apiKeyIdParams },
    },
    async (request, reply) => {
      await revokeApiKey(db, { actor: actorOf(currentUser(request)), id: request.params.id });
      return reply.code(204).send();
    },
  );
};

// POST/GET /api/api-keys, PATCH/DELETE /api/api-keys/{id} (issue 22 item 3, admin only). A key is
// shown once, in the creation answer; lists carry its prefix, scopes and last use. Declared in
// @lending/domain (contract/integrations.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@lending/domain';
import { currentUser } from '../../plugins/auth';
import { register } from '../../plugins/contract';
import { bodyPagedAnswer, uuidOrder } from '../../plugins/paging';
import { createApiKey, listApiKeys, renameApiKey, revokeApiKey } from './api-keys.service';

const keysOrder = uuidOrder('getApiKeys', 'id');

const actorOf = (user: { id: string; email: string }) => ({ id: user.id, email: user.email });

export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  register(app, endpoints.postApiKeys, async (request, reply) => {
    const created = await createApiKey(db, {
      actor: actorOf(currentUser(request)),
      name: request.body.name,
      scopes: request.body.scopes,
      live: config.NODE_ENV === 'production',
    });
    return reply.code(201).send(created);
  });

  register(app, endpoints.getApiKeys, async (request) =>
    bodyPagedAnswer(request.query, keysOrder, (page) => listApiKeys(db, page)),
  );

  // A rename or revoke answers once every node has dropped its copy of the key (key-cache.ts).
  register(app, endpoints.patchApiKeysById, async (request) => {
    const renamed = await renameApiKey(db, {
      actor: actorOf(currentUser(request)),
      id: request.params.id,
      name: request.body.name,
    });
    await app.apiKeyCache.settle();
    return renamed;
  });

  register(app, endpoints.deleteApiKeysById, async (request, reply) => {
    await revokeApiKey(db, { actor: actorOf(currentUser(request)), id: request.params.id });
    await app.apiKeyCache.settle();
    return reply.code(204).send(null);
  });
};

// /api/webhook-subscriptions (issue 22 item 4, admin only): subscribe a URL to events (the
// Standard Webhooks secret is in the creation and rotation answers only), list, delete, rotate,
// the paged delivery log, and replay (same webhook-id).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, webhookEventTypes } from '@lending/domain';
import { currentUser } from '../../plugins/auth';
import { register } from '../../plugins/contract';
import { bodyPageInMemory, idOrder } from '../../plugins/paging';
import { targetPolicyOf } from './webhook-config';
import {
  createSubscription,
  deleteSubscription,
  listDeliveries,
  listSubscriptions,
  replayDelivery,
  rotateSecret,
} from './webhooks.service';

const actorOf = (user: { id: string; email: string }) => ({ id: user.id, email: user.email });

export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, crypto, config } = app.deps;
  const policy = targetPolicyOf(config);

  register(app, endpoints.getWebhookSubscriptionsEventTypes, async () => [...webhookEventTypes]);

  register(app, endpoints.postWebhookSubscriptions, async (request, reply) => {
    const created = await createSubscription(db, {
      actor: actorOf(currentUser(request)),
      crypto,
      policy,
      ...request.body,
    });
    return reply.code(201).send(created);
  });

  // An admin's subscriptions (a handful per integration, not per loan): paged in memory.
  register(app, endpoints.getWebhookSubscriptions, async (request) =>
    bodyPageInMemory(request.query, idOrder('getWebhookSubscriptions', 'id'), await listSubscriptions(db)),
  );

  register(app, endpoints.deleteWebhookSubscriptionsById, async (request, reply) => {
    await deleteSubscription(db, { actor: actorOf(currentUser(request)), id: request.params.id });
    return reply.code(204).send(null);
  });

  register(app, endpoints.postWebhookSubscriptionsByIdRotateSecret, async (request) =>
    rotateSecret(db, { actor: actorOf(currentUser(request)), crypto, id: request.params.id }),
  );

  register(app, endpoints.getWebhookSubscriptionsByIdDeliveries, async (request) =>
    listDeliveries(db, {
      subscriptionId: request.params.id,
      limit: request.query.limit,
      cursor: request.query.cursor,
    }),
  );

  register(
    app,
    endpoints.postWebhookSubscriptionsByIdDeliveriesByDeliveryIdReplay,
    async (request, reply) => {
      const replay = await replayDelivery(db, {
        actor: actorOf(currentUser(request)),
        subscriptionId: request.params.id,
        deliveryId: request.params.deliveryId,
      });
      return reply.code(202).send(replay);
    },
  );
};

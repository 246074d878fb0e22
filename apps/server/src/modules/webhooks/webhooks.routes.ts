// /api/webhook-subscriptions (issue 22 item 4, admin only): subscribe a URL to events (the
// Standard Webhooks secret is in the creation and rotation answers only), list, delete, rotate,
// the paged delivery log, and replay (same webhook-id).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createWebhookSubscriptionBodySchema,
  webhookDeliveryPageSchema,
  webhookDeliveryParams,
  webhookDeliveryQuerySchema,
  webhookDeliverySchema,
  webhookEventTypes,
  webhookSecretSchema,
  webhookSubscriptionIdParams,
  webhookSubscriptionListSchema,
} from '@lending/domain';
import { currentUser } from '../../plugins/auth';
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
const tags = ['webhooks'];

export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, crypto, config } = app.deps;
  const policy = targetPolicyOf(config);

  app.get(
    '/webhook-subscriptions/event-types',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The event types a subscription may ask for',
        response: { 200: z.array(z.string()) },
      },
    },
    async () => [...webhookEventTypes],
  );

  app.post(
    '/webhook-subscriptions',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Subscribe a URL to events (the secret is in this answer only)',
        body: createWebhookSubscriptionBodySchema,
        response: { 201: webhookSecretSchema },
      },
    },
    async (request, reply) => {
      const created = await createSubscription(db, {
        actor: actorOf(currentUser(request)),
        crypto,
        policy,
        ...request.body,
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/webhook-subscriptions',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'List webhook subscriptions',
        response: { 200: webhookSubscriptionListSchema },
      },
    },
    async () => ({ items: await listSubscriptions(db) }),
  );

  app.delete(
    '/webhook-subscriptions/:id',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Delete a webhook subscription', params: webhookSubscriptionIdParams },
    },
    async (request, reply) => {
      await deleteSubscription(db, { actor: actorOf(currentUser(request)), id: request.params.id });
      return reply.code(204).send();
    },
  );

  app.post(
    '/webhook-subscriptions/:id/rotate-secret',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Rotate the signing secret (the previous one also signs for 24 hours)',
        params: webhookSubscriptionIdParams,
        response: { 200: webhookSecretSchema },
      },
    },
    async (request) =>
      rotateSecret(db, { actor: actorOf(currentUser(request)), crypto, id: request.params.id }),
  );

  app.get(
    '/webhook-subscriptions/:id/deliveries',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The delivery log of a subscription, newest first (paged)',
        params: webhookSubscriptionIdParams,
        querystring: webhookDeliveryQuerySchema,
        response: { 200: webhookDeliveryPageSchema },
      },
    },
    async (request) =>
      listDeliveries(db, {
        subscriptionId: request.params.id,
        limit: request.query.limit,
        cursor: request.query.cursor,
      }),
  );

  app.post(
    '/webhook-subscriptions/:id/deliveries/:deliveryId/replay',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Send a delivery again (same webhook-id and body)',
        params: webhookDeliveryParams,
        response: { 202: webhookDeliverySchema },
      },
    },
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

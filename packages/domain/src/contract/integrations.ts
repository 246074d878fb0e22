// The integration calls (issue 22 items 3, 4, 6; admin only): API keys (the key is in the creation
// answer only), webhook subscriptions (the Standard Webhooks secret in the creation and rotation
// answers only), their paged delivery log and replay (same webhook-id), and the audit trail
// (paged JSON, or the whole filtered trail as CSV).
import { z } from 'zod';
import {
  apiKeyIdParams,
  apiKeyListSchema,
  apiKeySchema,
  createApiKeyBodySchema,
  createdApiKeySchema,
  renameApiKeyBodySchema,
} from '../api/api-keys';
import { auditPageSchema, auditQuerySchema } from '../api/audit';
import {
  createWebhookSubscriptionBodySchema,
  webhookDeliveryPageSchema,
  webhookDeliveryParams,
  webhookDeliveryQuerySchema,
  webhookDeliverySchema,
  webhookEventTypeSchema,
  webhookSecretSchema,
  webhookSubscriptionIdParams,
  webhookSubscriptionListSchema,
} from '../api/webhooks';
import { defineEndpoints, errors } from './endpoint';
import { bodyPaged } from './paging';
import { integrationsPaths } from './integrations-paths';

const keys = { tags: ['api-keys'], access: 'admin' } as const;
const hooks = { tags: ['webhooks'], access: 'admin' } as const;
const noContent = z.null().describe('No content');

export const integrationsEndpoints = defineEndpoints(integrationsPaths, {
  postApiKeys: {
    ...keys,
    summary: 'Create an API key (the key is in this answer only)',
    body: createApiKeyBodySchema,
    responses: { 201: createdApiKeySchema, ...errors(400, 401, 403) },
  },
  getApiKeys: {
    ...keys,
    summary: 'List API keys (prefix, scopes, last use; never the key; paged with limit and cursor, by id)',
    ...bodyPaged(),
    responses: { 200: apiKeyListSchema, ...errors(400, 401, 403) },
  },
  patchApiKeysById: {
    ...keys,
    summary: 'Rename an API key',
    params: apiKeyIdParams,
    body: renameApiKeyBodySchema,
    responses: { 200: apiKeySchema, ...errors(400, 401, 403, 404) },
  },
  deleteApiKeysById: {
    ...keys,
    summary: 'Revoke an API key (it fails at once on every node)',
    params: apiKeyIdParams,
    responses: { 204: noContent, ...errors(400, 401, 403, 404) },
  },
  getWebhookSubscriptionsEventTypes: {
    ...hooks,
    summary: 'The event types a subscription may ask for',
    responses: { 200: z.array(webhookEventTypeSchema), ...errors(401, 403) },
  },
  postWebhookSubscriptions: {
    ...hooks,
    summary: 'Subscribe a URL to events (the secret is in this answer only)',
    body: createWebhookSubscriptionBodySchema,
    responses: { 201: webhookSecretSchema, ...errors(400, 401, 403) },
  },
  getWebhookSubscriptions: {
    ...hooks,
    summary: 'List webhook subscriptions (newest first; paged with limit and cursor, by id)',
    ...bodyPaged(),
    responses: { 200: webhookSubscriptionListSchema, ...errors(401, 403) },
  },
  deleteWebhookSubscriptionsById: {
    ...hooks,
    summary: 'Delete a webhook subscription',
    params: webhookSubscriptionIdParams,
    responses: { 204: noContent, ...errors(400, 401, 403, 404) },
  },
  postWebhookSubscriptionsByIdRotateSecret: {
    ...hooks,
    summary: 'Rotate the signing secret (the previous one also signs for 24 hours)',
    params: webhookSubscriptionIdParams,
    responses: { 200: webhookSecretSchema, ...errors(400, 401, 403, 404) },
  },
  getWebhookSubscriptionsByIdDeliveries: {
    ...hooks,
    summary: 'The delivery log of a subscription, newest first (paged)',
    params: webhookSubscriptionIdParams,
    query: webhookDeliveryQuerySchema,
    responses: { 200: webhookDeliveryPageSchema, ...errors(400, 401, 403, 404) },
  },
  postWebhookSubscriptionsByIdDeliveriesByDeliveryIdReplay: {
    ...hooks,
    summary: 'Send a delivery again (same webhook-id and body)',
    params: webhookDeliveryParams,
    responses: { 202: webhookDeliverySchema, ...errors(400, 401, 403, 404) },
  },
  getAudit: {
    tags: ['audit'],
    access: 'admin',
    summary: 'The audit trail, newest first (paged; CSV with Accept: text/csv)',
    description:
      'Filtered by loan, actor, entity, action and date. With `Accept: text/csv` (or `format=csv`) the ' +
      'answer is the whole filtered trail (up to 100,000 rows, from the cursor on) as a CSV file ' +
      '(`text/csv`, columns id, time, actor_kind, actor, entity_type, entity_id, loan_id, action, ' +
      'before, after; before and after as JSON) instead of a page.',
    query: auditQuerySchema,
    alternativeMediaTypes: ['text/csv'],
    responses: { 200: auditPageSchema, ...errors(400, 401, 403, 404) },
  },
});

// Where the integration calls live (issue 22 items 3, 4, 6): API keys, webhook subscriptions and
// their deliveries, the audit trail. Zod-free (see loan-paths.ts).
import type { EndpointPath } from './endpoint';

export const integrationsPaths = {
  postApiKeys: { method: 'POST', path: '/api-keys' },
  getApiKeys: { method: 'GET', path: '/api-keys' },
  patchApiKeysById: { method: 'PATCH', path: '/api-keys/:id' },
  deleteApiKeysById: { method: 'DELETE', path: '/api-keys/:id' },
  getWebhookSubscriptionsEventTypes: { method: 'GET', path: '/webhook-subscriptions/event-types' },
  postWebhookSubscriptions: { method: 'POST', path: '/webhook-subscriptions' },
  getWebhookSubscriptions: { method: 'GET', path: '/webhook-subscriptions' },
  deleteWebhookSubscriptionsById: { method: 'DELETE', path: '/webhook-subscriptions/:id' },
  postWebhookSubscriptionsByIdRotateSecret: {
    method: 'POST',
    path: '/webhook-subscriptions/:id/rotate-secret',
  },
  getWebhookSubscriptionsByIdDeliveries: { method: 'GET', path: '/webhook-subscriptions/:id/deliveries' },
  postWebhookSubscriptionsByIdDeliveriesByDeliveryIdReplay: {
    method: 'POST',
    path: '/webhook-subscriptions/:id/deliveries/:deliveryId/replay',
  },
  getAudit: { method: 'GET', path: '/audit' },
} as const satisfies Record<string, EndpointPath>;

// The outgoing webhooks module's surface (issue 22 item 4).
export { webhookRoutes } from './webhooks.routes';
export { registerWebhookWorkers } from './webhook-sender';
export { retrySecondsOf, targetPolicyOf } from './webhook-config';
export { emitWebhookEvent, emitWebhooksForAudit } from './webhook-emit';

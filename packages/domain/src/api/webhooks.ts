// Wire contracts of outgoing signed webhooks (issue 22 item 4, Standard Webhooks). Each delivery's
// body is `{ type, timestamp, data }`; headers webhook-id, webhook-timestamp, webhook-signature.
import { z } from 'zod';

export const webhookEventTypes = [
  'loan.created',
  'loan.updated',
  'loan.status_changed',
  'loan.archived',
  'loan.restored',
  'borrower.updated',
  'property.updated',
  'contact.updated',
  'document.uploaded',
  'document.accepted',
  'document.rejected',
  'signature.sent',
  'signature.completed',
  'signature.declined',
  'report.ready',
  'report.failed',
  'activity.created',
  'activity.state_changed',
  'score.changed',
  'notification.created',
  'lead.created',
  'application.submitted',
  'payment.posted',
  'payment.reversed',
  'payment.late',
  'payment.late_cleared',
  'loan.boarded',
  'loan.paid_off',
  'draw.requested',
  'draw.approved',
  'draw.rejected',
  'draw.funded',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
export const webhookEventTypeSchema = z.enum(webhookEventTypes);

export const createWebhookSubscriptionBodySchema = z.object({
  url: z.url({ message: 'Enter a valid URL' }).max(2000),
  events: z.array(webhookEventTypeSchema).min(1, 'Choose at least one event'),
  description: z.string().trim().max(200).optional(),
});

export const webhookSubscriptionSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.string()),
  description: z.string().nullable(),
  created_epoch: z.number().int(),
  /** While a rotation overlaps: when the previous secret stops signing. */
  previous_secret_until_epoch: z.number().int().nullable(),
});
export type WebhookSubscription = z.infer<typeof webhookSubscriptionSchema>;
export const webhookSubscriptionListSchema = z.object({
  items: z.array(webhookSubscriptionSchema),
  /** The next page's cursor (limit and cursor, issue 22 item 5); null on the last or an unpaged answer. */
  next_cursor: z.string().nullable(),
});

/** Creation and rotation answers: the only time a secret is shown. */
export const webhookSecretSchema = z.object({ id: z.uuid(), secret: z.string() });

export const webhookSubscriptionIdParams = z.object({
  id: z.uuid({ message: 'Webhook subscription not found' }),
});
export const webhookDeliveryParams = z.object({
  id: z.uuid({ message: 'Webhook subscription not found' }),
  deliveryId: z.uuid({ message: 'Webhook delivery not found' }),
});

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  message_id: z.string(),
  event_type: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  response_body: z.string().nullable(),
  last_error: z.string().nullable(),
  next_attempt_epoch: z.number().int().nullable(),
  last_attempt_epoch: z.number().int().nullable(),
  created_epoch: z.number().int(),
  replay_of: z.string().nullable(),
  payload: z.unknown(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(200).optional(),
});
export const webhookDeliveryPageSchema = z.object({
  items: z.array(webhookDeliverySchema),
  next_cursor: z.string().nullable(),
});

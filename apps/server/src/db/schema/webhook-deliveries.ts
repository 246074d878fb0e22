import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { webhookSubscriptions } from './webhook-subscriptions';

/** One webhook message to one subscription (issue 22); message_id is the webhook-id, kept by replays. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    subscription_id: uuid()
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    message_id: text().notNull(),
    event_type: text().notNull(),
    payload: jsonb().notNull(),
    /** pending (waiting or retrying), succeeded, failed (gave up). */
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    response_status: integer(),
    response_body: text(),
    last_error: text(),
    next_attempt_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A node queued its send job until then (another node queues it again after). */
    claimed_until: timestamp({ withTimezone: true }),
    replay_of: uuid(),
    created_at: createdAt(),
    last_attempt_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_subscription_idx').on(t.subscription_id, t.created_at, t.id),
    index('webhook_deliveries_due_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.status} = 'pending'`),
  ],
);

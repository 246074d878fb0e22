import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/** Outgoing webhook subscriptions (issue 22): secrets encrypted at rest; the previous one signs until previous_secret_until. */
export const webhookSubscriptions = pgTable('webhook_subscriptions', {
  id: id(),
  url: text().notNull(),
  events: text().array().notNull(),
  description: text(),
  secret: text().notNull(),
  previous_secret: text(),
  previous_secret_until: timestamp({ withTimezone: true }),
  created_by: uuid().references(() => users.id),
  created_at: createdAt(),
  deleted_at: timestamp({ withTimezone: true }),
});

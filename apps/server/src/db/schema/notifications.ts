import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * A notification for a user (001 §3): seen flag and New/Done state. kind names the event
 * (document-uploaded, envelope-signed...); dedupe_key keeps a scheduled reminder from being
 * created twice for the same user.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    seen: boolean().notNull().default(false),
    state: text().notNull().default('New'),
    document_id: uuid(),
    loan_human_id: text(),
    kind: text(),
    dedupe_key: text(),
    created_at: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.user_id, t.created_at),
    index('notifications_user_id_idx').on(t.user_id, sql`${t.created_at} DESC`, sql`${t.id} DESC`),
    uniqueIndex('notifications_dedupe_idx').on(t.user_id, t.dedupe_key),
  ],
);

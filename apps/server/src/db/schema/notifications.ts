import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/** A notification for a user (001 §3): seen flag and New/Done state. */
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
    created_at: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.user_id, t.created_at)],
);

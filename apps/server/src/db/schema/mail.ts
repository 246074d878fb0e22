import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** Every mail the app sends. In the embedded mode this outbox is the delivery (admins read it in the app). */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    transport: text().notNull().default('outbox'),
    loan_id: uuid(),
    activity_id: uuid(),
    sent_at: timestamp({ withTimezone: true }),
    error: text(),
    created_at: createdAt(),
  },
  (t) => [index('outbox_created_idx').on(t.created_at)],
);

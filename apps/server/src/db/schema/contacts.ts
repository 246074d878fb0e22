import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/** A contact (broker, attorney, title company...). contact_type from GET /contact/allowed-types. */
export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    first_name: text().notNull(),
    last_name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    company: text(),
    contact_type: text().notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
    /** Optimistic concurrency: each update sends the version it read; a stale one gets 409. */
    version: integer().notNull().default(1),
  },
  (t) => [index('contacts_email_idx').on(t.email)],
);

import { index, pgTable, text } from 'drizzle-orm/pg-core';
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
  },
  (t) => [index('contacts_email_idx').on(t.email)],
);

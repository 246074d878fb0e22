import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { borrowers } from './borrowers';
import { contacts } from './contacts';

/** A person who signs in. role: admin | borrower | broker. Emails are stored lower-cased. */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text().notNull(),
    role: text().notNull(),
    first_name: text().notNull().default(''),
    last_name: text().notNull().default(''),
    /** argon2id hash; null until an invited user sets a password. */
    password_hash: text(),
    borrower_id: uuid().references(() => borrowers.id, { onDelete: 'set null' }),
    contact_id: uuid().references(() => contacts.id, { onDelete: 'set null' }),
    /** Bumped on sign-out-everywhere and password change: older tokens stop working. */
    token_version: integer().notNull().default(0),
    is_active: boolean().notNull().default(true),
    last_login_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    index('users_borrower_idx').on(t.borrower_id),
    index('users_contact_idx').on(t.contact_id),
  ],
);

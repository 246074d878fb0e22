import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, epoch, id, money, updatedAt } from './columns';

/** A borrower (sponsor). SSN is write-only: only ciphertext and the last four digits are kept. */
export const borrowers = pgTable(
  'borrowers',
  {
    id: id(),
    first_name: text().notNull(),
    last_name: text().notNull(),
    email: text(),
    /** 'code-number': 3 digits, dash, 7 digits (spec 002 §3). */
    phone: text(),
    date_of_birth: epoch(),
    credit_score: integer(),
    net_worth: money(),
    liquidity: money(),
    score: integer(),
    address_address: text(),
    address_city: text(),
    address_state: text(),
    address_zipcode: text(),
    contact_type: text(),
    ssn_ciphertext: text(),
    ssn_last4: text(),
    /** Experience and other application facts (projects, similar properties, credit band). */
    profile: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    created_at: createdAt(),
    updated_at: updatedAt(),
    /** Optimistic concurrency: each update sends the version it read; a stale one gets 409. */
    version: integer().notNull().default(1),
  },
  (t) => [
    index('borrowers_email_idx').on(t.email),
    // Issue 10 (migration 0006_scale): the loan list's search by borrower name.
    index('borrowers_full_name_trgm_idx').using(
      'gin',
      sql`(${t.first_name} || ' ' || ${t.last_name}) gin_trgm_ops`,
    ),
  ],
);

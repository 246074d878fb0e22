import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { loans } from './loans';

// Summary rows GET /statistics reads (issue 8 "Speed"). Written only by the triggers of
// migration 0011_underwriting_followups (refresh_loan_statistics), never by application code.

/** One row per loan: what the pipeline figures group and sum. */
export const loanStatistics = pgTable(
  'loan_statistics',
  {
    loan_id: uuid()
      .primaryKey()
      .references(() => loans.id, { onDelete: 'cascade' }),
    created_at: timestamp({ withTimezone: true }).notNull(),
    archived: boolean().notNull(),
    status: text().notNull(),
    amount: doublePrecision().notNull().default(0),
    funded_epoch: bigint({ mode: 'number' }),
    /** The first property's state and type (by position, then creation). */
    state: text(),
    property_type: text(),
    /** Every status the loan has been in: its current one and those of its transitions. */
    statuses: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    index('loan_statistics_created_idx').on(t.created_at),
    index('loan_statistics_funded_idx')
      .on(t.funded_epoch)
      .where(sql`${t.funded_epoch} IS NOT NULL`),
  ],
);

/** Each stay of a loan in a status, from its creation (Preliminary) and its transitions. */
export const loanStatusStays = pgTable(
  'loan_status_stays',
  {
    loan_id: uuid()
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    status: text().notNull(),
    entered_at: timestamp({ withTimezone: true }).notNull(),
    /** Days in the status; null while the loan is still in it. */
    days: doublePrecision(),
    archived: boolean().notNull(),
    loan_created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.loan_id, t.position] })],
);

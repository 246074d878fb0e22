import { bigint, bigserial, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { servicingLedgerEvents } from './servicing-ledger-events';
import { servicingLoans } from './servicing-loans';
import { users } from './users';

/**
 * Double-entry postings (issue 19 item 2), append-only: each event appends the difference between
 * the replay with it and the replay without it, so a back-dated event appends corrections and the
 * sum of the rows per account is the balance. Debits positive, credits negative, integer cents.
 */
export const servicingPostings = pgTable(
  'servicing_postings',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    loan_id: uuid()
      .notNull()
      .references(() => servicingLoans.loan_id, { onDelete: 'cascade' }),
    /** The event whose arrival appended it (null: the boarding's disbursement). */
    event_id: uuid().references(() => servicingLedgerEvents.id, { onDelete: 'cascade' }),
    source: text().notNull(),
    account: text().notNull(),
    effective_date: date().notNull(),
    amount_cents: bigint({ mode: 'bigint' }).notNull(),
    actor_id: uuid().references(() => users.id, { onDelete: 'set null' }),
    posted_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('servicing_postings_loan_idx').on(t.loan_id, t.id)],
);

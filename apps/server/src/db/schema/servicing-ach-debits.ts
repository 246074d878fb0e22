import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { id } from './columns';
import { servicingLoans } from './servicing-loans';
import { users } from './users';

/**
 * ACH debits from a borrower's Plaid-linked account (issue 19 item 4, migration 0032): pending until
 * the day's NACHA file is marked settled (posted as an ACH payment) or returned (R01 and the like).
 */
export const servicingAchDebits = pgTable(
  'servicing_ach_debits',
  {
    id: id(),
    loan_id: uuid()
      .notNull()
      .references(() => servicingLoans.loan_id, { onDelete: 'cascade' }),
    /** The entry's trace number sequence (its last seven digits). */
    trace_seq: bigserial({ mode: 'number' }).notNull(),
    amount_cents: bigint({ mode: 'bigint' }).notNull(),
    debit_date: date().notNull(),
    /** 'pending' | 'settled' | 'returned'. */
    status: text().notNull().default('pending'),
    sec_code: text().notNull().default('PPD'),
    /** 27: checking debit, 37: savings debit. */
    transaction_code: integer().notNull(),
    routing_number: text().notNull(),
    account_ciphertext: text().notNull(),
    account_last4: text().notNull(),
    account_name: text(),
    institution_name: text(),
    holder_name: text().notNull(),
    is_sandbox: boolean().notNull().default(true),
    /** The ledger payment posted when settled. */
    payment_id: uuid(),
    return_code: text(),
    requested_by: uuid().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settled_at: timestamp({ withTimezone: true }),
    returned_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('servicing_ach_debits_date_idx').on(t.debit_date, t.status),
    index('servicing_ach_debits_loan_idx').on(t.loan_id, t.created_at),
  ],
);

import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id } from './columns';
import { servicingLoans } from './servicing-loans';
import { users } from './users';

/**
 * The servicing ledger's events (issue 19 item 2): payments and reversals, append-only. The
 * ledger is a replay of these; `posted_at` is the posting date, `effective_date` the value date.
 */
export const servicingLedgerEvents = pgTable(
  'servicing_ledger_events',
  {
    id: id(),
    loan_id: uuid()
      .notNull()
      .references(() => servicingLoans.loan_id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    /** 'payment' | 'reversal' | 'draw' | 'mark' | 'extension' | 'default' | 'apply-suspense'. */
    kind: text().notNull(),
    effective_date: date().notNull(),
    amount_cents: bigint({ mode: 'bigint' }),
    method: text(),
    /** The payment a reversal voids. */
    payment_id: uuid(),
    idempotency_key: text(),
    reason: text(),
    actor_id: uuid().references(() => users.id, { onDelete: 'set null' }),
    posted_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Migration 0029: an extension's rate (percent) and months; a default event's set (true) or clear. */
    rate: numeric({ precision: 9, scale: 6 }),
    months: integer(),
    active: boolean(),
  },
  (t) => [
    uniqueIndex('servicing_ledger_events_seq_idx').on(t.loan_id, t.seq),
    uniqueIndex('servicing_ledger_events_idempotency_idx').on(t.loan_id, t.idempotency_key),
    uniqueIndex('servicing_ledger_events_one_reversal_idx')
      .on(t.payment_id)
      .where(sql`${t.kind} = 'reversal'`),
    index('servicing_ledger_events_loan_idx').on(t.loan_id, t.effective_date),
  ],
);

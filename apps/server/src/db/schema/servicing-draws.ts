import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { activities } from './activities';
import { servicingLedgerEvents } from './servicing-ledger-events';
import { servicingLoans } from './servicing-loans';
import { users } from './users';

/** A construction draw (issue 19 item 6, migration 0025): requested, approved (all or part), funded or rejected. */
export const servicingDraws = pgTable(
  'servicing_draws',
  {
    id: uuid().primaryKey().defaultRandom(),
    loan_id: uuid()
      .notNull()
      .references(() => servicingLoans.loan_id, { onDelete: 'cascade' }),
    /** 'requested' | 'approved' | 'funded' | 'rejected'. */
    status: text().notNull().default('requested'),
    /** The budget line items drawn on: [{ line, amount_cents }]. */
    lines: jsonb().$type<{ line: string; amount_cents: string; approved_cents?: string }[]>().notNull(),
    requested_cents: bigint({ mode: 'bigint' }).notNull(),
    approved_cents: bigint({ mode: 'bigint' }),
    note: text(),
    reason: text(),
    event_id: uuid().references(() => servicingLedgerEvents.id, { onDelete: 'set null' }),
    /** Migration 0037: the draw's inspection, an internal 'Inspection' activity on the loan. */
    inspection_activity_id: uuid().references(() => activities.id, { onDelete: 'set null' }),
    requested_by: uuid().references(() => users.id, { onDelete: 'set null' }),
    requested_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decided_by: uuid().references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp({ withTimezone: true }),
    funded_date: date(),
  },
  (t) => [index('servicing_draws_loan_idx').on(t.loan_id, t.requested_at)],
);

/** Photos and invoices of a draw, in the object storage. */
export const servicingDrawFiles = pgTable('servicing_draw_files', {
  id: uuid().primaryKey().defaultRandom(),
  draw_id: uuid()
    .notNull()
    .references(() => servicingDraws.id, { onDelete: 'cascade' }),
  storage_key: text().notNull(),
  file_name: text().notNull(),
  content_type: text().notNull(),
  size: integer().notNull(),
  uploaded_by: uuid().references(() => users.id, { onDelete: 'set null' }),
  uploaded_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A monthly statement (issue 19 item 3): its figures are kept; the PDF is printed from them. */
export const servicingStatements = pgTable(
  'servicing_statements',
  {
    id: uuid().primaryKey().defaultRandom(),
    loan_id: uuid()
      .notNull()
      .references(() => servicingLoans.loan_id, { onDelete: 'cascade' }),
    period_start: date().notNull(),
    period_end: date().notNull(),
    due_date: date(),
    amount_due_cents: bigint({ mode: 'bigint' }).notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    generated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('servicing_statements_period_idx').on(t.loan_id, t.period_end)],
);

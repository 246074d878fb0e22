import {
  bigint,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { id } from './columns';
import { servicingLoans } from './servicing-loans';
import { users } from './users';

/** An installment the nightly job found late, once (migration 0035): payment.late is emitted then. */
export const servicingLateInstallments = pgTable(
  'servicing_late_installments',
  {
    loan_id: uuid()
      .notNull()
      .references(() => servicingLoans.loan_id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    due_date: date({ mode: 'string' }).notNull(),
    days_late: integer().notNull(),
    marked_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.loan_id, t.number] })],
);

/** The day's NACHA file as staff sent it to the bank (migration 0035): one per effective entry date. */
export const servicingNachaFiles = pgTable('servicing_nacha_files', {
  id: id(),
  effective_date: date({ mode: 'string' }).notNull().unique(),
  sha256: text().notNull(),
  entry_count: integer().notNull(),
  total_cents: bigint({ mode: 'bigint' }).notNull(),
  entries: jsonb()
    .$type<{ ach_id: string; loan_id: string; amount_cents: string; trace: string }[]>()
    .notNull()
    .default([]),
  /** The file exactly as recorded (its SHA-256 above): what staff transmit. */
  content: text().notNull(),
  sent_by: uuid().references(() => users.id, { onDelete: 'set null' }),
  sent_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { loans } from './loans';
import { users } from './users';

/**
 * A boarded loan's servicing terms (issue 19 item 1): what the ledger replays against. Money in
 * integer cents; the annual rate in percent (12.000000 is 12%), read as an exact decimal string.
 */
export const servicingLoans = pgTable('servicing_loans', {
  loan_id: uuid()
    .primaryKey()
    .references(() => loans.id, { onDelete: 'cascade' }),
  principal_cents: bigint({ mode: 'bigint' }).notNull(),
  annual_rate: numeric({ precision: 9, scale: 6 }).notNull(),
  day_count: text().notNull(),
  rounding: text().notNull().default('half_up'),
  funded_date: date().notNull(),
  first_payment_date: date().notNull(),
  term_months: integer().notNull(),
  amortization_months: integer().notNull().default(0),
  grace_days: integer().notNull().default(10),
  late_fee_percent: numeric({ precision: 6, scale: 3 }),
  late_fee_flat_cents: bigint({ mode: 'bigint' }).notNull().default(0n),
  late_fee_cap_cents: bigint({ mode: 'bigint' }),
  /** 'active' | 'paid_off'. */
  status: text().notNull().default('active'),
  /** The next event's arrival number (events of one date apply in arrival order). */
  next_seq: integer().notNull().default(1),
  /** Migration 0035: the nightly late check's last look (next_seq then) and the next date to look again. */
  late_checked_seq: integer(),
  late_check_on: date({ mode: 'string' }),
  boarded_by: uuid().references(() => users.id, { onDelete: 'set null' }),
  boarded_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** Migration 0024: staff confirmed the boarded terms (until then they may be edited). */
  confirmed_at: timestamp({ withTimezone: true }),
  confirmed_by: uuid().references(() => users.id, { onDelete: 'set null' }),
  /** Migration 0025: the holdbacks and the construction budget's line items. */
  interest_reserve_cents: bigint({ mode: 'bigint' }).notNull().default(0n),
  construction_reserve_cents: bigint({ mode: 'bigint' }).notNull().default(0n),
  budget: jsonb().$type<{ line: string; label: string; amount_cents: string }[]>().notNull().default([]),
  /** Migration 0029: extension terms, the default rate (percent) and the over-payment rule. */
  extensions_allowed: integer().notNull().default(0),
  extension_period_months: integer().notNull().default(0),
  /** The extension fee in percent of the outstanding principal (1.000000 is 1%). */
  extension_fee_percent: numeric({ precision: 9, scale: 6 }).notNull().default('0'),
  extension_rate: numeric({ precision: 9, scale: 6 }),
  default_rate: numeric({ precision: 9, scale: 6 }),
  /** 'principal' | 'suspense': where money beyond the amount due goes. */
  overpayment_rule: text().notNull().default('principal'),
  /** Migration 0031: 'fixed' | 'floating' (index + spread, floored, reset monthly on rate_reset_day). */
  rate_type: text().notNull().default('fixed'),
  rate_index: text(),
  rate_spread: numeric({ precision: 9, scale: 6 }),
  rate_floor: numeric({ precision: 9, scale: 6 }),
  rate_reset_day: integer(),
  /** The resolved rate periods the ledger accrues by: [{ from: 'YYYY-MM-DD', rate: '8.81' }]. */
  rate_periods: jsonb().$type<{ from: string; rate: string }[]>().notNull().default([]),
  /** Migration 0037: a draw is funded only after its inspection is done (a bridge lender's default). */
  draw_inspection_required: boolean().notNull().default(true),
});

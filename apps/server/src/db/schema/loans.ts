import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, epoch, id, money } from './columns';
import { users } from './users';

/**
 * A loan request (spec 000 §3). `status` is the loan status of spec 000 §4; `version` is the
 * optimistic-concurrency token (a stale edit is refused, never silently overwritten).
 */
export const loans = pgTable(
  'loans',
  {
    id: id(),
    /** The five-digit code, also carried in the name; the route /loan/{human_id}. */
    human_id: text().notNull(),
    name: text().notNull(),
    status: text().notNull().default('Preliminary'),
    archived: boolean().notNull().default(false),
    archived_epoch: epoch(),
    /** When days_to_archive > 0 the loan returns to active by itself after that many days. */
    archived_until_epoch: epoch(),
    rejection_reason: text(),
    amount: money(),
    amount_at_closing: money(),
    purpose: text(),
    duration_months: integer(),
    exit_strategy: text(),
    /** A fraction: 0.105 is 10.5% (spec 000 §3). */
    interest_rate: numeric({ precision: 9, scale: 6, mode: 'number' }),
    construction_reserve: money(),
    purchase_price: money(),
    expected_closing_epoch: epoch(),
    funded_epoch: epoch(),
    paid_off_epoch: epoch(),
    last_update: epoch().notNull(),
    score: integer(),
    /** Category scores and the explanation of the last calculation (properties, neighborhoods...). */
    score_details: jsonb().$type<Record<string, unknown>>(),
    /** SHA-1 of score_details as written: a recalculation skips loans whose score did not change. */
    score_hash: text(),
    story: text(),
    google_drive_folder_id: text(),
    spreadsheet_id: text(),
    owner_user_id: uuid().references(() => users.id, { onDelete: 'set null' }),
    lead_id: uuid(),
    version: integer().notNull().default(1),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('loans_human_id_uq').on(t.human_id),
    index('loans_archived_status_idx').on(t.archived, t.status),
    index('loans_amount_idx').on(t.amount),
    index('loans_funded_epoch_idx')
      .on(t.funded_epoch)
      .where(sql`${t.funded_epoch} IS NOT NULL`),
    // Issue 10 (migration 0006_scale): search and keyset paging.
    index('loans_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('loans_archived_amount_id_idx').on(t.archived, sql`coalesce(${t.amount}, 0)`, t.id),
    index('loans_archived_last_update_id_idx').on(t.archived, t.last_update, t.id),
    index('loans_archived_human_id_idx').on(t.archived, t.human_id, t.id),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
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
    // Issue 10 (migration 0015, kept by triggers on properties and the people links): where the
    // map places the loan (its first property's geocode, Washington DC when none or 0,0) and the
    // sort keys of the list's Borrowers and Contacts columns. Never written by the app.
    map_lat: doublePrecision().notNull().default(38.9072),
    map_lng: doublePrecision().notNull().default(-77.0369),
    borrowers_sort: text().notNull().default(''),
    contacts_sort: text().notNull().default(''),
    // Migration 0019: the name in lower case for search (`LIKE`, not a per-row ILIKE), kept by PostgreSQL.
    search_name: text().generatedAlwaysAs(sql`lower(name)`),
  },
  (t) => [
    uniqueIndex('loans_human_id_uq').on(t.human_id),
    index('loans_archived_status_idx').on(t.archived, t.status),
    index('loans_amount_idx').on(t.amount),
    index('loans_funded_epoch_idx')
      .on(t.funded_epoch)
      .where(sql`${t.funded_epoch} IS NOT NULL`),
    // Issue 10 (migration 0006_scale): search and keyset paging.
    index('loans_archived_amount_id_idx').on(t.archived, sql`coalesce(${t.amount}, 0)`, t.id),
    index('loans_archived_last_update_id_idx').on(t.archived, t.last_update, t.id),
    index('loans_archived_human_id_idx').on(t.archived, t.human_id, t.id),
    // Migration 0015: the map's box and one keyset index per sortable column (loan-page.ts SORTS).
    index('loans_map_point_idx').using('gist', sql`point(${t.map_lng}, ${t.map_lat})`),
    index('loans_archived_name_id_idx').on(t.archived, t.name, t.id),
    index('loans_archived_lower_name_id_idx').on(t.archived, sql`lower(${t.name})`, t.id),
    index('loans_archived_score_id_idx').on(t.archived, sql`coalesce(${t.score}, -1)`, t.id),
    index('loans_archived_duration_id_idx').on(t.archived, sql`coalesce(${t.duration_months}, -1)`, t.id),
    index('loans_archived_closing_id_idx').on(
      t.archived,
      sql`coalesce(${t.expected_closing_epoch}, 9007199254740991::bigint)`,
      t.id,
    ),
    index('loans_archived_status_rank_id_idx').on(
      t.archived,
      sql`coalesce(array_position(array['Preliminary', 'Term-Sheet-Sent', 'Underwriting', 'Board-Review', 'Commitment-Sent', 'Commitment-Accepted', 'Rejected', 'Funded', 'Paid-Off']::text[], ${t.status}), 99)`,
      t.id,
    ),
    index('loans_archived_borrowers_sort_id_idx').on(t.archived, t.borrowers_sort, t.id),
    index('loans_archived_contacts_sort_id_idx').on(t.archived, t.contacts_sort, t.id),
    // Migration 0019: search by name and borrower names (loan-page.ts filterConditions).
    index('loans_search_name_trgm_idx').using('gin', t.search_name.op('gin_trgm_ops')),
    index('loans_borrowers_sort_trgm_idx').using('gin', t.borrowers_sort.op('gin_trgm_ops')),
  ],
);

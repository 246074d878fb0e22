import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, epoch, id } from './columns';
import { borrowers } from './borrowers';
import { contacts } from './contacts';
import { loans } from './loans';
import { users } from './users';

/**
 * An activity (task) of spec 000 §3-§4. `state` is the activity state; the action table decides
 * what may happen next. `data` holds the type's form values (term sheet values, deposit, report
 * request...). `paused_from_state` lets Resume return to where Pause found it.
 */
export const activities = pgTable(
  'activities',
  {
    id: id(),
    loan_id: uuid().references(() => loans.id, { onDelete: 'cascade' }),
    borrower_id: uuid().references(() => borrowers.id, { onDelete: 'cascade' }),
    contact_id: uuid().references(() => contacts.id, { onDelete: 'cascade' }),
    /** Which entity the activity is about: loan, borrower, property, contact... (entity kinds, 000 §3). */
    entity_type: text().notNull().default('loan'),
    entity_id: uuid(),
    activity_type: text().notNull(),
    name: text().notNull(),
    document_name: text(),
    description: text(),
    state: text().notNull().default('new'),
    status_text: text(),
    state_epoch: epoch().notNull(),
    paused_from_state: text(),
    due_epoch: epoch(),
    last_update: epoch().notNull(),
    parent_id: uuid().references((): AnyPgColumn => activities.id, { onDelete: 'set null' }),
    owner_id: uuid().references(() => users.id, { onDelete: 'set null' }),
    template_id: uuid(),
    report_type: text(),
    url: text(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    docusign_envelope_id: text(),
    /** Add Activity modal (002 §2.7): topic, kind (Call, Mail...), participants, start/end, notes. */
    topic: text(),
    kind: text(),
    participants: text(),
    start_epoch: epoch(),
    end_epoch: epoch(),
    notes: text(),
    archived: boolean().notNull().default(false),
    is_main: boolean().notNull().default(false),
    version: integer().notNull().default(1),
    created_at: createdAt(),
  },
  (t) => [
    index('activities_loan_idx').on(t.loan_id, t.activity_type),
    index('activities_borrower_idx').on(t.borrower_id),
    index('activities_contact_idx').on(t.contact_id),
    index('activities_due_idx').on(t.due_epoch),
    // Issue 10 (migration 0006_scale): the Activities screen's keyset pages.
    index('activities_archived_due_key_id_idx').on(
      t.archived,
      sql`coalesce(${t.due_epoch}, 9007199254740991::bigint)`,
      t.id,
    ),
    // Migration 0038: a loan's activities paged on the id (issue 22 item 5).
    index('activities_loan_id_key_idx')
      .on(t.loan_id, t.id)
      .where(sql`${t.archived} = false`),
  ],
);

/** One round of work on an activity (an upload round, a generation, a report run) with its documents. */
export const processes = pgTable(
  'processes',
  {
    id: id(),
    activity_id: uuid()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    state: text().notNull().default('new'),
    state_epoch: epoch().notNull(),
    /** reason when rejected, data_from_user, analysis keys each with a value (001 §3). */
    data_to_display: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    created_by: uuid().references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('processes_activity_idx').on(t.activity_id)],
);

import { integer, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { loans } from './loans';
import { users } from './users';

/** One run of PUT /loan/{id}/sync-files-to-datastore: (re)indexing every document of a loan. */
export const datastoreSyncs = pgTable(
  'datastore_syncs',
  {
    id: id(),
    loan_id: uuid()
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    /** processing | completed | failed */
    status: text().notNull().default('processing'),
    total: integer().notNull().default(0),
    done: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    requested_by: uuid().references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    finished_at: timestamp({ withTimezone: true }),
  },
  (t) => [index('datastore_syncs_loan_idx').on(t.loan_id, t.created_at)],
);

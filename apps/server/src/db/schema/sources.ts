import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, epoch, id } from './columns';
import { loans } from './loans';

/** Where a value of a loan's entity came from (001 §3 source entry), with its priority. */
export const sourceEntries = pgTable(
  'source_entries',
  {
    id: id(),
    loan_id: uuid().references(() => loans.id, { onDelete: 'cascade' }),
    source_key: text().notNull(),
    source_name: text().notNull(),
    value: jsonb(),
    priority: integer().notNull().default(0),
    document_ids: jsonb().$type<string[]>().notNull().default([]),
    entity_name: text().notNull(),
    entity_id: uuid(),
    display_option: integer().notNull().default(0),
    last_update: epoch().notNull(),
    created_at: createdAt(),
  },
  (t) => [index('source_entries_loan_idx').on(t.loan_id, t.source_key)],
);

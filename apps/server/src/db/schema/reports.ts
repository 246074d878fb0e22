import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { activities } from './activities';
import { loans } from './loans';

/**
 * A report from an outside data source (000 §3 report sources), normalised into sections of
 * items { index, key, label, value, confidence_level 0-10, note, quote } (001 §3).
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    loan_id: uuid().references(() => loans.id, { onDelete: 'cascade' }),
    activity_id: uuid().references(() => activities.id, { onDelete: 'cascade' }),
    source: text().notNull(),
    report_type: text().notNull(),
    state: text().notNull().default('processing'),
    request: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    result: jsonb().$type<Record<string, unknown>>(),
    error: text(),
    /** The vendor's id of the order, kept while it is polled. */
    external_id: text(),
    is_sandbox: boolean().notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('reports_loan_idx').on(t.loan_id),
    index('reports_activity_idx').on(t.activity_id),
    index('reports_source_external_idx').on(t.source, t.external_id),
  ],
);

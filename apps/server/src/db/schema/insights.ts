import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { loans } from './loans';

/** An insight on a loan or one of its entities; level 0 info (gray), 1 warning (yellow), else risk (red). */
export const insights = pgTable(
  'insights',
  {
    id: id(),
    loan_id: uuid().references(() => loans.id, { onDelete: 'cascade' }),
    entity_type: text().notNull(),
    entity_id: uuid(),
    name: text().notNull(),
    description: text().notNull().default(''),
    level: integer().notNull().default(0),
    /** Who wrote it: 'policy' or 'report' for generated insights (replaced on each run), null otherwise. */
    source: text(),
    created_at: createdAt(),
  },
  (t) => [
    index('insights_loan_idx').on(t.loan_id),
    index('insights_entity_idx').on(t.entity_type, t.entity_id),
    index('insights_loan_source_idx').on(t.loan_id, t.source),
  ],
);

import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { activities } from './activities';
import { borrowers } from './borrowers';
import { loans } from './loans';

/**
 * The 8-section loan application of a borrower (002 §2.2). kind: init-request | full-request.
 * `data` keeps the sections as entered (a draft until submitted_at is set).
 */
export const applications = pgTable(
  'applications',
  {
    id: id(),
    activity_id: uuid()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' })
      .unique(),
    loan_id: uuid().references(() => loans.id, { onDelete: 'cascade' }),
    borrower_id: uuid().references(() => borrowers.id, { onDelete: 'cascade' }),
    kind: text().notNull().default('full-request'),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    signature_document_id: uuid(),
    submitted_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('applications_loan_idx').on(t.loan_id)],
);

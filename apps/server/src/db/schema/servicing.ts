import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, epoch, id } from './columns';
import { loans } from './loans';
import { users } from './users';

/** Servicing history of a loan: funded date, the paid-off payload (001 §3) and later events. */
export const servicingEvents = pgTable(
  'servicing_events',
  {
    id: id(),
    loan_id: uuid()
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    event_epoch: epoch().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    created_by: uuid().references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('servicing_events_loan_idx').on(t.loan_id)],
);

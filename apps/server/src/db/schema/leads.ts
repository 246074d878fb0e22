import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, epoch, id } from './columns';
import { loans } from './loans';
import { users } from './users';

/**
 * A public pre-qualification submission (002 §2.1). status: new | converted | declined.
 * idempotency_key makes a repeated submit return the first lead; fingerprint catches double
 * clicks that carry no key.
 */
export const leads = pgTable(
  'leads',
  {
    id: id(),
    status: text().notNull().default('new'),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    idempotency_key: text(),
    fingerprint: text().notNull(),
    ip: text(),
    is_broker: text(),
    decline_reason: text(),
    loan_id: uuid().references(() => loans.id, { onDelete: 'set null' }),
    decided_by: uuid().references(() => users.id, { onDelete: 'set null' }),
    decided_epoch: epoch(),
    created_epoch: epoch().notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('leads_idempotency_uq').on(t.idempotency_key),
    index('leads_fingerprint_idx').on(t.fingerprint, t.created_at),
    index('leads_status_idx').on(t.status),
    // Migration 0038: a status's leads paged on the id (issue 22 item 5).
    index('leads_status_id_idx').on(t.status, t.id),
  ],
);

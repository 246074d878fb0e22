import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { activities, processes } from './activities';

/**
 * An e-signature envelope (DESIGN §5): built-in signing or DocuSign. status: sent, delivered,
 * signed, declined. Each recipient signs through a private link (only its hash is stored).
 */
export const envelopes = pgTable(
  'envelopes',
  {
    id: id(),
    activity_id: uuid()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    process_id: uuid().references(() => processes.id, { onDelete: 'set null' }),
    provider: text().notNull().default('built-in'),
    external_id: text(),
    status: text().notNull().default('sent'),
    recipients: jsonb()
      .$type<{ name: string; email: string; status: string; token_hash: string }[]>()
      .notNull()
      .default([]),
    signed_document_id: uuid(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('envelopes_activity_idx').on(t.activity_id)],
);

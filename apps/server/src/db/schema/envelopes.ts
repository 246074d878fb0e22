import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { activities, processes } from './activities';

/**
 * An e-signature envelope (DESIGN §5): built-in signing or DocuSign. status: sent, delivered,
 * signed, declined. Each recipient signs through a private link (only its hash is stored).
 * document_id is the original PDF; signed_document_id the stamped one (both kept).
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
    document_id: uuid(),
    subject: text(),
    created_by: uuid(),
    expires_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('envelopes_activity_idx').on(t.activity_id),
    index('envelopes_external_idx').on(t.provider, t.external_id),
  ],
);

/**
 * One signer of an envelope: their private link (SHA-256 of a random token; the token itself is
 * only in the mail), its expiry, and what they did (delivered = link opened, signed, declined).
 */
export const envelopeRecipients = pgTable(
  'envelope_recipients',
  {
    id: id(),
    envelope_id: uuid()
      .notNull()
      .references(() => envelopes.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    name: text().notNull(),
    email: text().notNull(),
    status: text().notNull().default('sent'),
    token_hash: text(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    delivered_at: timestamp({ withTimezone: true }),
    signed_at: timestamp({ withTimezone: true }),
    declined_at: timestamp({ withTimezone: true }),
    decline_reason: text(),
    signature_kind: text(),
    typed_name: text(),
    ip: text(),
    user_agent: text(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('envelope_recipients_token_idx').on(t.token_hash),
    index('envelope_recipients_envelope_idx').on(t.envelope_id),
  ],
);

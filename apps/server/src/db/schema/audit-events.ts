import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Append-only audit trail (DESIGN §2): who, when, what, before, after. Never updated or deleted. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    actor_user_id: uuid(),
    actor_email: text(),
    action: text().notNull(),
    entity_type: text().notNull(),
    entity_id: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    ip: text(),
    /** 'user' (a person), 'api_key' (actor_name is the key's name) or 'system' (issue 22). */
    actor_kind: text(),
    actor_api_key_id: uuid(),
    actor_name: text(),
    created_at: createdAt(),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.entity_type, t.entity_id, t.id),
    index('audit_events_created_idx').on(t.created_at.desc(), t.id.desc()),
    // The loan status history read by /statistics (median days in each status).
    index('audit_events_loan_transition_idx')
      .on(t.entity_id, t.created_at)
      .where(sql`${t.entity_type} = 'loan' AND ${t.action} LIKE 'loan.transition.%'`),
  ],
);

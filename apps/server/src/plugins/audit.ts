// Append-only audit trail (DESIGN.md §2): who, when, what, before, after. Callers pass the
// transaction that makes the change, so the event exists exactly when the change does. Below the
// feature modules: it imports none (issue 20); the webhooks module hears each row through the
// 'audit.recorded' domain event (wiring.ts); a call made with an API key names it on its actor.
import type { DbOrTx } from '../db/client';
import { auditEvents } from '../db/schema';
import { isSystemActor, type SystemActor } from '../lib/actor';
import type { ApiKeyActor } from '../lib/api-key-actor';
import { domainEvents } from '../lib/events';

export type AuditActor = { id?: string | null; email?: string | null; api_key?: ApiKeyActor } | null;

export type AuditEntry = {
  /** A user ({ id, email }), the system by name (lib/actor.ts; a signer's e-mail is kept), or none. */
  actor: AuditActor | SystemActor;
  action: string;
  entity_type: string;
  entity_id: string;
  before?: unknown;
  after?: unknown;
  ip?: string;
  /** The API key acting without a user (an OAuth token issued to it); else the actor's key, if any. */
  api_key?: ApiKeyActor;
};

export const recordAudit = async (tx: DbOrTx, entry: AuditEntry): Promise<void> => {
  // Who, by kind (issue 22): a call made with an API key names the key; no actor is the system.
  const { actor } = entry;
  const system = actor && isSystemActor(actor) ? actor : null;
  const user = actor && !isSystemActor(actor) ? actor : null;
  const apiKey = entry.api_key ?? user?.api_key ?? null;
  const isPerson = Boolean(user?.id ?? user?.email);
  await tx.insert(auditEvents).values({
    actor_kind: apiKey ? 'api_key' : isPerson ? 'user' : 'system',
    actor_api_key_id: apiKey?.id ?? null,
    actor_name: apiKey?.name ?? system?.name ?? null,
    actor_user_id: user?.id ?? null,
    actor_email: entry.actor?.email ?? null,
    action: entry.action,
    entity_type: entry.entity_type,
    entity_id: entry.entity_id,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
  // The change's outgoing webhook events, queued in the same transaction (modules/webhooks, wired).
  await domainEvents.emit('audit.recorded', { tx, entry });
};

/** The fields whose values differ, for compact before/after records. */
export const changedFields = <T extends Record<string, unknown>>(
  before: T,
  patch: Partial<T>,
): { before: Partial<T>; after: Partial<T> } => {
  const out = { before: {} as Partial<T>, after: {} as Partial<T> };
  for (const key of Object.keys(patch) as Array<keyof T>) {
    if (patch[key] === undefined) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(patch[key])) {
      out.before[key] = before[key];
      out.after[key] = patch[key];
    }
  }
  return out;
};

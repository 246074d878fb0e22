// Append-only audit trail (DESIGN.md §2): who, when, what, before, after. Callers pass the
// transaction that makes the change, so the event exists exactly when the change does.
import type { DbOrTx } from '../db/client';
import { auditEvents } from '../db/schema';

export type AuditActor = { id?: string | null; email?: string | null } | null;

export type AuditEntry = {
  actor: AuditActor;
  action: string;
  entity_type: string;
  entity_id: string;
  before?: unknown;
  after?: unknown;
  ip?: string;
};

export const recordAudit = async (tx: DbOrTx, entry: AuditEntry): Promise<void> => {
  await tx.insert(auditEvents).values({
    actor_user_id: entry.actor?.id ?? null,
    actor_email: entry.actor?.email ?? null,
    action: entry.action,
    entity_type: entry.entity_type,
    entity_id: entry.entity_id,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
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

// The investment policy (001 §3, DESIGN.md §7): one requirement per field of property, borrower
// and neighbourhood. Editing replaces the whole set under an optimistic-concurrency version kept
// in app_state: a stale version gets 409 and nothing changes.
import type { Actor } from '../../lib/actor';
import type { PolicyRequirement, PolicyResponse, PolicyUpdate } from '@lending/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { appState, policies } from '../../db/schema';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';

const VERSION_KEY = 'policy_version';
const STALE_POLICY = 'The policy was changed by someone else; reload it and apply your change again';

type PolicyRow = typeof policies.$inferSelect;

const toRequirement = (row: PolicyRow): PolicyRequirement => ({
  entity_type: row.entity_type as PolicyRequirement['entity_type'],
  field: row.field,
  title: row.title,
  prefix: row.prefix,
  suffix: row.suffix,
  value: row.value,
  value_out_of_range: row.value_out_of_range,
  func: row.func as PolicyRequirement['func'],
  diff: { top: row.diff_top, mid: row.diff_mid },
  is_active: row.is_active,
});

const readVersion = async (db: DbOrTx, lock = false): Promise<number> => {
  const query = db.select({ value: appState.value }).from(appState).where(eq(appState.key, VERSION_KEY));
  const [row] = lock ? await query.for('no key update') : await query;
  return Number(row?.value ?? 0);
};

export const loadRequirements = async (db: DbOrTx): Promise<PolicyRequirement[]> =>
  (await db.select().from(policies).orderBy(asc(policies.entity_type), asc(policies.position))).map(
    toRequirement,
  );

/**
 * The version is read before the requirements, never beside them: read on two pooled connections
 * at once, a save landing between the two reads could pair the new version with the old set, and a
 * client editing that pair would overwrite the save without a 409 (a lost update CI caught). Read
 * in this order the worst pairing is an old version with the new set, which the save refuses.
 */
export const getPolicy = async (db: DbOrTx): Promise<PolicyResponse> => {
  const version = await readVersion(db);
  const requirements = await loadRequirements(db);
  return { version, requirements };
};

const toRows = (requirements: PolicyUpdate['requirements']) =>
  requirements.map((req, position) => ({
    entity_type: req.entity_type,
    field: req.field,
    title: req.title,
    position,
    prefix: req.prefix,
    suffix: req.suffix,
    value: req.value,
    value_out_of_range: req.value_out_of_range,
    func: req.func,
    diff_top: req.diff.top,
    diff_mid: req.diff.mid,
    is_active: req.is_active,
  }));

/** Writes the set without a version check (the demo seed). */
export const replaceRequirements = async (tx: DbOrTx, requirements: PolicyUpdate['requirements']) => {
  await tx.delete(policies);
  if (requirements.length) await tx.insert(policies).values(toRows(requirements));
  await tx
    .insert(appState)
    .values({ key: VERSION_KEY, value: 1 })
    .onConflictDoUpdate({
      target: appState.key,
      set: { value: sql`to_jsonb(coalesce(${appState.value}::text::int, 0) + 1)`, updated_at: new Date() },
    });
};

export const updatePolicy = async (
  db: Db,
  { update, actor }: { update: PolicyUpdate; actor: Actor },
): Promise<PolicyResponse> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lending.policy'))`);
    const current = await readVersion(tx, true);
    if (update.version !== current) throw new AppError(409, STALE_POLICY);
    const before = await loadRequirements(tx);
    await tx.delete(policies);
    if (update.requirements.length) await tx.insert(policies).values(toRows(update.requirements));
    const next = current + 1;
    await tx
      .insert(appState)
      .values({ key: VERSION_KEY, value: next })
      .onConflictDoUpdate({ target: appState.key, set: { value: next, updated_at: new Date() } });
    await recordAudit(tx, {
      actor,
      action: 'policy.update',
      entity_type: 'policy',
      entity_id: 'investment-policy',
      before: { version: current, requirements: before },
      after: { version: next, requirements: update.requirements },
    });
    return { version: next, requirements: await loadRequirements(tx) };
  });

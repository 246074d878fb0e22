// Integration API keys (issue 22 item 3). A key is `lk_live_` (production) or `lk_test_` and 32
// random bytes in base64url: 256 bits, so its plain SHA-256 is safe to keep (nothing to brute-force,
// unlike a password) and lets one indexed read find it on every call. The visible prefix tells an
// operator or a secret scanner what it is. The key is shown once, in the creation answer.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ApiKey, CreatedApiKey } from '@lending/domain';
import type { Db, DbOrTx } from '../../db/client';
import { apiKeys, users } from '../../db/schema';
/** The signed-in admin who acts. */
type Actor = { id: string; email: string };
import { recordAudit } from '../../plugins/audit';
import { idKeyset, type Page } from '../../plugins/paging';
import { AppError } from '../../plugins/errors';
import { KEY_CHANNEL, type Loaded } from './key-cache';

/** Tells every node (key-cache.ts) on commit that a key changed: they drop what they hold. */
const announce = (tx: DbOrTx, id: string) =>
  tx.execute(sql`select pg_notify(${KEY_CHANNEL}, ${`changed:${id}`})`);

const KEY_PATTERN = /^lk_(live|test)_[A-Za-z0-9_-]{43}$/;
const PREFIX_LENGTH = 12;
const NOT_FOUND = 'API key not found';

const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** Whether a bearer token is shaped like one of our keys (else it is a person's JWT). */
export const looksLikeApiKey = (token: string): boolean => token.startsWith('lk_');

const epoch = (date: Date | null): number | null => (date ? Math.floor(date.getTime() / 1000) : null);

export const createApiKey = async (
  db: Db,
  options: { actor: Actor; name: string; scopes: string[]; live: boolean },
): Promise<CreatedApiKey> => {
  const key = `lk_${options.live ? 'live' : 'test'}_${randomBytes(32).toString('base64url')}`;
  const scopes = [...new Set(options.scopes)].sort();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({
        name: options.name,
        prefix: key.slice(0, PREFIX_LENGTH),
        key_hash: hashApiKey(key),
        scopes,
        created_by: options.actor.id,
      })
      .returning({ id: apiKeys.id });
    await recordAudit(tx, {
      actor: options.actor,
      action: 'api-key.create',
      entity_type: 'api_key',
      entity_id: row!.id,
      after: { name: options.name, scopes },
    });
    return { id: row!.id, name: options.name, scopes, key };
  });
};

/** Unpaged, newest first; paged (issue 22 item 5), keyset on the key's id in SQL. */
export const listApiKeys = async (db: DbOrTx, page?: Page | null): Promise<ApiKey[]> => {
  const keyset = page ? idKeyset(apiKeys.id, page) : undefined;
  const query = db
    .select({ key: apiKeys, creator: users.email })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.created_by))
    .where(keyset?.where);
  const rows = await (keyset
    ? query.orderBy(keyset.orderBy).limit(keyset.take)
    : query.orderBy(desc(apiKeys.created_at), desc(apiKeys.id)));
  return rows.map(({ key, creator }) => ({
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes,
    created_epoch: epoch(key.created_at)!,
    last_used_epoch: epoch(key.last_used_at),
    revoked_epoch: epoch(key.revoked_at),
    created_by: creator,
  }));
};

const findKey = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id)).limit(1);
  if (!row) throw new AppError(404, NOT_FOUND);
  return row;
};

export const renameApiKey = async (
  db: Db,
  options: { actor: Actor; id: string; name: string },
): Promise<ApiKey> => {
  await db.transaction(async (tx) => {
    const before = await findKey(tx, options.id);
    await tx.update(apiKeys).set({ name: options.name }).where(eq(apiKeys.id, options.id));
    await announce(tx, options.id);
    await recordAudit(tx, {
      actor: options.actor,
      action: 'api-key.rename',
      entity_type: 'api_key',
      entity_id: options.id,
      before: { name: before.name },
      after: { name: options.name },
    });
  });
  return (await listApiKeys(db)).find((key) => key.id === options.id)!;
};

/** Revokes a key; every node drops it on commit (the route then waits for them: key-cache.ts settle). */
export const revokeApiKey = async (db: Db, options: { actor: Actor; id: string }): Promise<void> => {
  await db.transaction(async (tx) => {
    const before = await findKey(tx, options.id);
    if (before.revoked_at) return;
    await tx
      .update(apiKeys)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(apiKeys.id, options.id), isNull(apiKeys.revoked_at)));
    await announce(tx, options.id);
    await recordAudit(tx, {
      actor: options.actor,
      action: 'api-key.revoke',
      entity_type: 'api_key',
      entity_id: options.id,
      before: { name: before.name, scopes: before.scopes },
    });
  });
};

type KeyRow = {
  id: string;
  name: string;
  scopes: string[];
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
};

/**
 * The live key a token names, or null (unknown, malformed or revoked), read from the database
 * (key-cache.ts keeps what this finds). The key acts for the admin who made it: one who is gone,
 * deactivated or no longer admin takes their keys' access with them.
 */
export const loadApiKey = async (db: Db, token: string): Promise<Loaded> => {
  if (!KEY_PATTERN.test(token)) return null;
  const result = await db.execute<KeyRow>(sql`
    select k.id, k.name, k.scopes, u.id as user_id, u.email, u.first_name, u.last_name
    from api_keys k join users u on u.id = k.created_by
    where k.key_hash = ${hashApiKey(token)} and k.revoked_at is null
      and u.is_active and u.role = 'admin'`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    key: {
      id: row.id,
      name: row.name,
      scopes: row.scopes,
      user: { id: row.user_id, email: row.email, first_name: row.first_name, last_name: row.last_name },
    },
  };
};

/** Records a key's use (shown on the settings screen); callers write it at most once a minute. */
export const touchApiKey = async (db: Db, id: string): Promise<void> => {
  await db
    .update(apiKeys)
    .set({ last_used_at: sql`now()` })
    .where(
      sql`${apiKeys.id} = ${id} and (${apiKeys.last_used_at} is null or ${apiKeys.last_used_at} < now() - interval '1 minute')`,
    );
};

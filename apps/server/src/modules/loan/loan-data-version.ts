// A counter that moves on every write to the data a loan list shows (issue 2 "Speed": body and
// compression computed once per data version). Statement-level triggers bump it inside the
// writing transaction, so the new number becomes visible exactly when the new data does, and
// no module has to remember to bump it.
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db, DbOrTx } from '../../db/client';
import { freshReads } from '../../lib/fresh-read';

const KEY = 'loans_data_version';
const TABLES = [
  'loans',
  'properties',
  'loan_borrowers',
  'loan_contacts',
  'borrowers',
  'contacts',
  'insights',
  'neighborhoods',
];

/** Idempotent; safe for several processes starting at once. */
export const ensureLoanDataVersion = async (db: DbOrTx): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lending.loans_data_version'))`);
    await tx.execute(
      sql`insert into app_state (key, value) values (${KEY}, '0'::jsonb) on conflict (key) do nothing`,
    );
    await tx.execute(
      sql.raw(`create or replace function bump_loans_data_version() returns trigger language plpgsql as $$
        begin
          update app_state set value = to_jsonb(coalesce(value::text::bigint, 0) + 1), updated_at = now()
            where key = '${KEY}';
          return null;
        end $$`),
    );
    for (const table of TABLES) {
      await tx.execute(
        sql.raw(`create or replace trigger ${table}_bump_loans_data_version
          after insert or update or delete or truncate on ${table}
          for each statement execute function bump_loans_data_version()`),
      );
    }
  });
};

const readers = new WeakMap<Db, () => Promise<number>>();

/**
 * The current version: one primary-key read, as a named prepared statement (planned once per
 * connection) because it runs on every list and detail request. Concurrent requests share a read
 * that started after they arrived (lib/fresh-read.ts), so a write committed on any node is seen
 * by every later request, and a loaded node sends one read per round trip, not one per request.
 */
export const readLoanDataVersion = (db: Db): Promise<number> => {
  let read = readers.get(db);
  if (!read) {
    read = freshReads(async () => {
      const result = await db.$client.query<{ version: string }>({
        name: 'read-loans-data-version',
        text: 'select value::text as version from app_state where key = $1',
        values: [KEY],
      });
      return Number(result.rows[0]?.version ?? 0);
    });
    readers.set(db, read);
  }
  return read();
};

/**
 * Answers kept per process and database while the loans' data version is unchanged (moved inside
 * every writing transaction, on any node): the same key asked again is one version read. A failed
 * computation is forgotten, so the next ask tries again.
 */
export const cachedPerDataVersion = <T>(max: number) => {
  const caches = new WeakMap<Db, LRUCache<string, Promise<T>>>();
  return async (db: Db, key: string, compute: () => Promise<T>): Promise<T> => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new LRUCache({ max });
      caches.set(db, cache);
    }
    const versioned = `${await readLoanDataVersion(db)}:${key}`;
    let answer = cache.get(versioned);
    if (!answer) {
      answer = compute();
      cache.set(versioned, answer);
      answer.catch(() => cache.delete(versioned));
    }
    return answer;
  };
};

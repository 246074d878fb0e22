// API keys held in memory per node (issue 22 "Speed": key calls as fast as token calls), looked up
// by the SHA-256 of the key (the plaintext is never kept), with its scopes, name and acting admin.
// Safety first (issue 22: "a revoked key fails at once on every node"):
// - A rename or revoke sends NOTIFY on KEY_CHANNEL inside its transaction (delivered on commit);
//   every node drops its whole cache when it hears one (changes are rare).
// - The change's request then calls settle(): it counts the listening nodes (their listener
//   connections, db/listener.ts), asks them to answer over NOTIFY and waits for every answer.
//   PostgreSQL delivers notifications in commit order, so a node answering has already dropped
//   the changed key: when DELETE /api/api-keys/{id} answers, no node still accepts the key.
// - While this node's listener is down or reconnecting it cannot know what it missed: every call
//   reads the database (the cache is emptied when the listener drops and again when it is back).
// - A lookup that started before a change and ends after it is not stored (a generation counter).
// - Entries live at most POSITIVE_MS (a change made outside the product, such as an admin
//   deactivated by SQL, is seen within that time); unknown hashes are remembered NEGATIVE_MS so a
//   flood of one bad key does not reach the database, and MISSES_PER_MINUTE per client address
//   bounds the database reads a flood of ever new bad keys can cause.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { acquireListener, LISTENER_APPLICATION_NAME } from '../../db/listener';

export const KEY_CHANNEL = 'lending_api_keys';
const POSITIVE_MS = 60_000;
const NEGATIVE_MS = 10_000;
const MAX_ENTRIES = 10_000;
const MISSES_PER_MINUTE = 60;
const SETTLE_TIMEOUT_MS = 2000;

/** A key as a call made with it acts: its scopes and the admin it acts for. */
export type ActiveApiKey = {
  id: string;
  name: string;
  scopes: string[];
  user: { id: string; email: string; first_name: string; last_name: string };
};

/** What a lookup found: the key, and until when it may be used (an access token's expiry). */
export type Loaded = { key: ActiveApiKey; expiresAt?: number } | null;

type Entry = { key: ActiveApiKey | null; until: number };

export type KeyCache = {
  /**
   * Without waiting: the key a token hash names when memory may answer (null: known unknown), or
   * undefined when find() must look it up. A call on a warm key then awaits nothing.
   */
  peek: (hash: string) => ActiveApiKey | null | undefined;
  /**
   * The key a token hash names (null: unknown, revoked or expired): from memory while the listener
   * is up, else from `load` (the database). `client` (the caller's address) bounds the misses.
   */
  find: (hash: string, client: string, load: () => Promise<Loaded>) => Promise<ActiveApiKey | null>;
  /** After a key change committed: resolves once every listening node has dropped its copy. */
  settle: () => Promise<void>;
  /** Whether calls are answered from memory (the listener is up). */
  isLive: () => boolean;
  close: () => Promise<void>;
};

export class TooManyMisses extends Error {}

export const createKeyCache = (pool: pg.Pool, options: { reconnectMs?: number } = {}): KeyCache => {
  const entries = new Map<string, Entry>();
  const misses = new Map<string, { count: number; until: number }>();
  const waiting = new Map<string, () => void>();
  let generation = 0;
  const listener = acquireListener(pool, options);

  const drop = () => {
    generation += 1;
    entries.clear();
  };
  listener.on(KEY_CHANNEL, (payload) => {
    if (payload.startsWith('changed:')) drop();
    else if (payload.startsWith('sync:'))
      void pool
        .query('select pg_notify($1, $2)', [KEY_CHANNEL, `synced:${payload.slice(5)}`])
        .catch(() => undefined);
    else if (payload.startsWith('synced:')) waiting.get(payload.slice(7))?.();
  });
  listener.onState(drop);

  const countMiss = (client: string) => {
    const now = Date.now();
    const seen = misses.get(client);
    if (!seen || seen.until <= now) {
      if (misses.size >= MAX_ENTRIES) misses.clear();
      misses.set(client, { count: 1, until: now + 60_000 });
      return;
    }
    seen.count += 1;
  };

  const store = (hash: string, entry: Entry) => {
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(hash, entry);
  };

  // Unknown hashes are refused from memory even while the listener is down (refusing is safe).
  const peek = (hash: string, now: number): ActiveApiKey | null | undefined => {
    const held = entries.get(hash);
    return held && held.until > now && (held.key === null || listener.isListening()) ? held.key : undefined;
  };

  return {
    peek: (hash) => peek(hash, Date.now()),
    find: async (hash, client, load) => {
      const now = Date.now();
      const held = peek(hash, now);
      if (held !== undefined) return held;
      const seen = misses.get(client);
      if (seen && seen.until > now && seen.count >= MISSES_PER_MINUTE) throw new TooManyMisses();
      const before = generation;
      const wasLive = listener.isListening();
      const loaded = await load();
      if (!loaded) {
        countMiss(client);
        if (before === generation) store(hash, { key: null, until: Date.now() + NEGATIVE_MS });
        return null;
      }
      const until = Math.min(Date.now() + POSITIVE_MS, loaded.expiresAt ?? Infinity);
      if (wasLive && listener.isListening() && before === generation) store(hash, { key: loaded.key, until });
      return loaded.key;
    },
    settle: async () => {
      if (!listener.isListening()) return;
      const { rows } = await pool.query<{ nodes: number }>(
        `select count(*)::int as nodes from pg_stat_activity
         where application_name = $1 and datname = current_database()`,
        [LISTENER_APPLICATION_NAME],
      );
      const token = randomUUID();
      let answers = 0;
      const done = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, SETTLE_TIMEOUT_MS);
        waiting.set(token, () => {
          answers += 1;
          if (answers >= (rows[0]?.nodes ?? 0)) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      try {
        await pool.query('select pg_notify($1, $2)', [KEY_CHANNEL, `sync:${token}`]);
        await done;
      } finally {
        waiting.delete(token);
      }
    },
    isLive: () => listener.isListening(),
    close: () => listener.release(),
  };
};

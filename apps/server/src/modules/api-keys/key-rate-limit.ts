// Each API key's rate limit (issue 22 item 3), counted in memory per node and added to the shared
// rate_limits table in batches, so a call does not wait for the database (issue 22 "Speed").
// A node admits a call while (the key's total in the table when this node last wrote or read it)
// + (its calls not yet written) stays under the limit. It starts a write when half a batch is
// unwritten (B = max(1, ceil(limit / 100)): every call for small limits) and every FLUSH_MS; a
// write answers the new shared total. With B calls unwritten, a further call waits for the write.
//
// How far over: one node alone is exact (it sees all its own calls). With K nodes each node can
// admit at most B calls the others have not seen yet, so a key makes at most limit + K x B calls in
// a window (limit 600: at most 6 more per node). The window is the shared row's: it starts with the
// first call any node writes and lasts a minute. A count lost in a crash (at most B calls, or one
// second's worth) only lowers the count. docs/architecture.md "API keys" says the same.
import type pg from 'pg';

const FLUSH_MS = 1000;
const ADD = `
  insert into rate_limits as r (key, count, expires_at)
  values ($1, $2, now() + $3 * interval '1 millisecond')
  on conflict (key) do update set
    count = case when r.expires_at <= now() then $2 else r.count + $2 end,
    expires_at = case when r.expires_at <= now() then now() + $3 * interval '1 millisecond'
      else r.expires_at end
  returning count, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::int as ttl`;

type Counter = {
  /** The shared total as of this node's last write. */
  shared: number;
  /** Admitted here, not yet written. */
  pending: number;
  /** Being written now. */
  writing: number;
  /** When the shared window ends (ms since the epoch); 0 before the first write. */
  expiresAt: number;
  used: boolean;
  flushing: Promise<void> | null;
};

type KeyRateLimiter = {
  /** The limit a minute, as the x-ratelimit-limit header says it. */
  limitHeader: string;
  /**
   * Without waiting: the calls the key has left after this one (-1: refused), or null when the
   * call must wait for a write first (a new window, or a batch unwritten); then use take().
   */
  takeNow: (keyId: string) => number | null;
  /** As takeNow, after the write it needs. */
  take: (keyId: string) => Promise<number>;
  /** Seconds until the key's window ends (for a refused call's retry-after). */
  retryAfterSeconds: (keyId: string) => number;
  close: () => Promise<void>;
};

export const createKeyRateLimiter = (
  pool: pg.Pool,
  options: { perMinute: number; windowMs?: number },
): KeyRateLimiter => {
  const max = options.perMinute;
  const windowMs = options.windowMs ?? 60_000;
  const batch = Math.max(1, Math.ceil(max / 100));
  const startAt = Math.ceil(batch / 2);
  const counters = new Map<string, Counter>();

  const flush = (keyId: string, counter: Counter): Promise<void> =>
    (counter.flushing ??= (async () => {
      const adding = counter.pending;
      counter.pending = 0;
      counter.writing = adding;
      counter.used = false;
      try {
        const { rows } = await pool.query<{ count: number; ttl: number }>({
          name: 'api-key-rate-limit-add',
          text: ADD,
          values: [`api-key:${keyId}`, adding, windowMs],
        });
        counter.shared = rows[0]?.count ?? adding;
        counter.expiresAt = Date.now() + (rows[0]?.ttl ?? windowMs);
      } catch {
        counter.pending += adding;
      } finally {
        counter.writing = 0;
        counter.flushing = null;
      }
    })());

  const timer = setInterval(() => {
    const now = Date.now();
    for (const [keyId, counter] of counters) {
      if (counter.pending > 0 || counter.used) void flush(keyId, counter);
      else if (!counter.flushing && counter.expiresAt < now - windowMs) counters.delete(keyId);
    }
  }, FLUSH_MS);
  timer.unref();

  const remaining = (counter: Counter): number =>
    Math.max(0, max - counter.shared - counter.pending - counter.writing);

  // Admits or refuses a call once the counter needs no write first; no allocation per call.
  const admit = (keyId: string, counter: Counter): number => {
    counter.used = true;
    if (counter.shared + counter.pending + counter.writing >= max) return -1;
    counter.pending += 1;
    // The write starts at half a batch, so calls seldom wait for it (only when half a batch more
    // arrives during one round trip).
    if (counter.pending >= startAt) void flush(keyId, counter);
    return remaining(counter);
  };

  // A new window (or this node's first call with the key) or a full batch unwritten: wait first.
  const mustWait = (counter: Counter | undefined): boolean =>
    !counter || Date.now() >= counter.expiresAt || counter.pending + counter.writing >= batch;

  return {
    limitHeader: String(max),
    takeNow: (keyId) => {
      const counter = counters.get(keyId);
      return mustWait(counter) ? null : admit(keyId, counter!);
    },
    take: async (keyId) => {
      let counter = counters.get(keyId);
      if (!counter) {
        counter = { shared: 0, pending: 0, writing: 0, expiresAt: 0, used: false, flushing: null };
        counters.set(keyId, counter);
      }
      // A new window (or this node's first call with the key): learn the shared total first.
      if (Date.now() >= counter.expiresAt) {
        if (!counter.flushing) {
          counter.shared = 0;
          counter.pending = 0;
        }
        await flush(keyId, counter);
      }
      // BATCH calls not yet written: wait for the write (it answers the others' calls too).
      if (counter.pending + counter.writing >= batch) await flush(keyId, counter);
      return admit(keyId, counter);
    },
    retryAfterSeconds: (keyId) =>
      Math.max(1, Math.ceil(((counters.get(keyId)?.expiresAt ?? 0) - Date.now()) / 1000)),
    close: async () => {
      clearInterval(timer);
      await Promise.all(
        [...counters].map(([keyId, counter]) =>
          counter.pending > 0 ? flush(keyId, counter) : counter.flushing,
        ),
      );
    },
  };
};

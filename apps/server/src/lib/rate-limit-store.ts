// A @fastify/rate-limit store kept in PostgreSQL (issue 10, several servers): every server on
// the database counts into the same row per route and client, so a limit holds across all of
// them behind any load balancer. One upsert per limited request; the count restarts when its
// window has run out. Expired rows are swept now and then.
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type pg from 'pg';

type IncrResult = { current: number; ttl: number };
type Callback = (error: Error | null, result?: IncrResult) => void;
// What the plugin passes to child() at run time (its typings name Fastify's route options).
type RouteParams = { continueExceeding?: boolean; routeInfo?: { method?: string; url?: string } };

const INCREMENT = `
  insert into rate_limits as r (key, count, expires_at)
  values ($1, 1, now() + $2 * interval '1 millisecond')
  on conflict (key) do update set
    count = case when r.expires_at <= now() then 1 else r.count + 1 end,
    expires_at = case
      when r.expires_at <= now() or ($4 and r.count + 1 > $3) then now() + $2 * interval '1 millisecond'
      else r.expires_at end
  returning count, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::int as ttl`;
const SWEEP_EVERY = 1000;

/** The store class the plugin instantiates (`store` option), bound to the server's pool. */
export const postgresRateLimitStore = (pool: pg.Pool) => {
  let calls = 0;
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      readonly options: { continueExceeding?: boolean } = {},
      readonly prefix = 'rl:',
    ) {}

    // The plugin passes the route's window (ms) and maximum; its typings only name the first two.
    incr(key: string, callback: Callback, timeWindow = 60_000, max = Number.MAX_SAFE_INTEGER): void {
      calls += 1;
      if (calls % SWEEP_EVERY === 0)
        void pool
          .query(`delete from rate_limits where expires_at < now() - interval '1 minute'`)
          .catch(() => {});
      pool
        .query<{ count: number; ttl: number }>({
          name: 'rate-limit-increment',
          text: INCREMENT,
          values: [this.prefix + key, timeWindow, max, Boolean(this.options.continueExceeding)],
        })
        .then(
          ({ rows: [row] }) => callback(null, { current: row?.count ?? 1, ttl: row?.ttl ?? timeWindow }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): PostgresRateLimitStore {
      const routeOptions = options as unknown as RouteParams;
      const route = `${routeOptions.routeInfo?.method ?? ''}${routeOptions.routeInfo?.url ?? ''}`;
      return new PostgresRateLimitStore(routeOptions, `${this.prefix}${route}:`);
    }
  }
  return PostgresRateLimitStore;
};

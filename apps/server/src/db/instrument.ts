// Slow-query logging (issue 10): every statement run through the app's pool is timed; one slower
// than SLOW_QUERY_MS is logged at warn with its duration and the first 300 characters of its SQL
// (never its parameters: they may hold personal data). Clients are wrapped when they are checked
// out, so pool.query, transactions and pg-boss are all covered. The request id is not attached:
// that needs AsyncLocalStorage, which on Node 20 costs about 30% of a trivial route's throughput
// (promise hooks on every promise); the request's own log line (with its duration) follows.
import type pg from 'pg';

export type SlowQuery = { ms: number; sql: string };

const WRAPPED = Symbol.for('lending.slow-query');

type Wrappable = { query: (...args: unknown[]) => unknown; [WRAPPED]?: true };

const sqlOf = (first: unknown): string => {
  const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text.replace(/\s+/g, ' ').trim().slice(0, 300) : '(prepared)';
};

const wrapClient = (client: Wrappable, slowMs: number, onSlow: (query: SlowQuery) => void): void => {
  if (client[WRAPPED]) return;
  client[WRAPPED] = true;
  const original = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const started = performance.now();
    const finished = () => {
      const ms = performance.now() - started;
      if (ms >= slowMs) onSlow({ ms: Math.round(ms), sql: sqlOf(args[0]) });
    };
    // pool.query passes a callback; Drizzle's transactions and pg-boss use the promise.
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        finished();
        return (callback as (...r: unknown[]) => unknown)(...results);
      };
      return original(...args);
    }
    const result = original(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      void (result as Promise<unknown>).then(finished, () => undefined);
    }
    return result;
  };
};

/** Times every statement of the pool; `slowMs` 0 turns it off. Safe to call more than once. */
export const logSlowQueries = (pool: pg.Pool, slowMs: number, onSlow: (query: SlowQuery) => void): void => {
  const marked = pool as pg.Pool & { [WRAPPED]?: true };
  if (slowMs <= 0 || marked[WRAPPED]) return;
  marked[WRAPPED] = true;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
    const callback = args[0];
    if (typeof callback === 'function') {
      return connect((error: unknown, client: Wrappable | undefined, release: unknown) => {
        if (client) wrapClient(client, slowMs, onSlow);
        (callback as (...a: unknown[]) => void)(error, client, release);
      });
    }
    return (connect() as Promise<Wrappable>).then((client) => {
      wrapClient(client, slowMs, onSlow);
      return client;
    });
  };
};

// Background jobs (DESIGN.md §1): a pg-boss queue in the same PostgreSQL. In the embedded mode
// the worker runs inside the app process; in production separate processes call `work`.
import PgBoss from 'pg-boss';

export type JobHandler<T> = (data: T) => Promise<void>;

export type JobQueue = {
  send: <T extends object>(name: string, data: T) => Promise<string | null>;
  work: <T extends object>(name: string, handler: JobHandler<T>) => Promise<void>;
  stop: () => Promise<void>;
};

type SqlPool = { query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/** Either a connection string, or the app's own pool (no extra connections in the embedded mode). */
export type PgBossQueueOptions = { connectionString?: string; pool?: SqlPool; schema?: string };

export const createPgBossQueue = async ({
  connectionString,
  pool,
  schema = 'pgboss',
}: PgBossQueueOptions): Promise<JobQueue> => {
  // Bound once: the queue's polling stays the queue's own, even where a test wraps pool.query
  // to count a request's queries.
  const query = pool?.query.bind(pool);
  const boss = query
    ? new PgBoss({
        schema,
        db: { executeSql: (text, values) => query(text, values) as Promise<{ rows: unknown[] }> },
      })
    : new PgBoss({ connectionString, schema, max: 4 });
  boss.on('error', () => undefined); // reported per job; a lost connection is retried by pg-boss
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (name: string): Promise<void> => {
    if (created.has(name)) return;
    await boss.createQueue(name);
    created.add(name);
  };
  return {
    send: async (name, data) => {
      await ensureQueue(name);
      return boss.send(name, data, { retryLimit: 2, retryDelay: 5 });
    },
    work: async (name, handler) => {
      await ensureQueue(name);
      await boss.work<Parameters<typeof handler>[0]>(name, { pollingIntervalSeconds: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data);
      });
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5000 }),
  };
};

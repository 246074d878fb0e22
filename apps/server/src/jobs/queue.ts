// Background jobs (DESIGN.md §1): a pg-boss queue in the same PostgreSQL. In the embedded mode
// the worker runs inside the app process; in production separate processes call `work`.
import PgBoss from 'pg-boss';

/** stopping(): the queue is draining (a long-running handler should end its loop). */
type JobContext = { stopping: () => boolean };
type JobHandler<T> = (data: T, context: JobContext) => Promise<void>;

/**
 * startAfterSeconds delays a job (report polling and backoff); a higher priority runs first;
 * expireInSeconds: a job still active that long after it started is taken as lost (its worker
 * died) and retried (default 15 minutes).
 */
type SendOptions = { startAfterSeconds?: number; priority?: number; expireInSeconds?: number };
/**
 * concurrency: jobs of this queue run at once in this process (one pg-boss worker each).
 * singleton: across every node at most one job of the queue runs and one waits (pg-boss's
 * 'stately' policy; a send while one waits is dropped): for a sweep that any node may ask for.
 */
type WorkOptions = { concurrency?: number; singleton?: boolean };
type QueueStats = {
  /** Jobs waiting (created or waiting for a retry), over every queue and every node. */
  queued: number;
  /** Jobs being worked on, over every node. */
  active: number;
  /** Handlers running in this process right now. */
  running: number;
};

export type JobQueue = {
  send: <T extends object>(name: string, data: T, options?: SendOptions) => Promise<string | null>;
  work: <T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions) => Promise<void>;
  /** Runs the job on a cron schedule (UTC); one run per slot however many processes schedule it. */
  schedule: (name: string, cron: string) => Promise<void>;
  /** Queue depth from the pgboss tables (also the readiness check of the queue). */
  stats: () => Promise<QueueStats>;
  /** Stops fetching new jobs and waits for the running ones (up to the drain timeout). */
  stop: () => Promise<void>;
};

type SqlPool = { query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/** Either a connection string, or the app's own pool (no extra connections in the embedded mode). */
export type PgBossQueueOptions = {
  connectionString?: string;
  pool?: SqlPool;
  schema?: string;
  /** How long stop() waits for running jobs before giving up on them (they are retried). */
  drainTimeoutMs?: number;
  /** How often expired jobs (their worker died) are failed for retry (pg-boss default 120 s). */
  maintenanceIntervalSeconds?: number;
};

/** The schema pg-boss keeps its tables in (the app never configures another; backups read it). */
export const PGBOSS_SCHEMA = 'pgboss';

export const createPgBossQueue = async ({
  connectionString,
  pool,
  schema = PGBOSS_SCHEMA,
  drainTimeoutMs = 30_000,
  maintenanceIntervalSeconds,
}: PgBossQueueOptions): Promise<JobQueue> => {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad pg-boss schema name ${schema}`);
  let running = 0;
  // Bound once: the queue's polling stays the queue's own, even where a test wraps pool.query
  // to count a request's queries.
  const query = pool?.query.bind(pool);
  // pg-boss marks a finished job complete (or failed) without awaiting it, so that write can start
  // after stop() has resolved and the app has ended its pool: it would reject with nobody to catch
  // it. Writes in flight are awaited by stop(); a write asked for after stop() is not sent (the job
  // stays active and pg-boss retries it when it expires, as for a process that died).
  let stopped = false;
  const inFlight = new Set<Promise<unknown>>();
  const executeSql = (text: string, values?: unknown[]): Promise<{ rows: unknown[] }> => {
    if (stopped || !query) return Promise.resolve({ rows: [] });
    const pending = query(text, values) as Promise<{ rows: unknown[] }>;
    const settled = pending.then(
      () => undefined,
      () => undefined,
    );
    inFlight.add(settled);
    void settled.then(() => inFlight.delete(settled));
    return pending;
  };
  const maintenance = maintenanceIntervalSeconds ? { maintenanceIntervalSeconds } : {};
  const boss = query
    ? new PgBoss({ schema, db: { executeSql }, ...maintenance })
    : new PgBoss({ connectionString, schema, max: 4, ...maintenance });
  boss.on('error', () => undefined); // reported per job; a lost connection is retried by pg-boss
  await boss.start();
  const created = new Set<string>();
  let draining = false;
  const context: JobContext = { stopping: () => draining };
  const ensureQueue = async (name: string, singleton = false): Promise<void> => {
    if (created.has(name)) return;
    await boss.createQueue(name, singleton ? { name, policy: 'stately' } : undefined);
    created.add(name);
  };
  return {
    send: async (name, data, options) => {
      await ensureQueue(name);
      return boss.send(name, data, {
        retryLimit: 2,
        retryDelay: 5,
        ...(options?.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
        ...(options?.priority !== undefined ? { priority: options.priority } : {}),
        ...(options?.expireInSeconds ? { expireInSeconds: options.expireInSeconds } : {}),
      });
    },
    work: async (name, handler, options) => {
      await ensureQueue(name, options?.singleton);
      // pg-boss 10 runs one job at a time per worker; more workers, more jobs at once. After a job
      // its worker would sleep out the rest of the polling second (one 50 ms job a second through a
      // backlog of hundreds): a worker that found a job is woken to fetch the next at once, and only
      // an empty fetch waits for the interval.
      for (let n = 0; n < Math.max(1, options?.concurrency ?? 1); n++) {
        const worker: { id?: string } = {};
        worker.id = await boss.work<Parameters<typeof handler>[0]>(
          name,
          { pollingIntervalSeconds: 1 },
          async (jobs) => {
            running += 1;
            try {
              for (const job of jobs) await handler(job.data, context);
            } finally {
              running -= 1;
              if (worker.id && jobs.length > 0 && !draining) boss.notifyWorker(worker.id);
            }
          },
        );
      }
    },
    schedule: async (name, cron) => {
      await ensureQueue(name);
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },
    stats: async () => {
      const result = (await boss
        .getDb()
        .executeSql(
          `select state::text as state, count(*)::int as count from ${schema}.job where state < 'completed' group by 1`,
          [],
        )) as { rows: Array<{ state: string; count: number }> };
      const count = (...states: string[]) =>
        result.rows.filter((row) => states.includes(row.state)).reduce((sum, row) => sum + row.count, 0);
      return { queued: count('created', 'retry'), active: count('active'), running };
    },
    stop: async () => {
      draining = true;
      await boss.stop({ graceful: true, wait: true, timeout: drainTimeoutMs });
      // The complete/fail writes of the last jobs are started a tick after their handler ends.
      await new Promise((resolve) => setTimeout(resolve, 50));
      stopped = true;
      await Promise.all(inFlight);
    },
  };
};

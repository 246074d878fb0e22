// The pg-boss part of a backup (issue 13 item 8): queued, scheduled and retrying jobs survive a
// restore with their payload, state, retry counters and start_after.
//
// Backup: the rows of pg-boss's own tables (queue, schedule, subscription, job, archive) are read
// in the backup's snapshot, with the pg-boss schema version. `job` is read through its partitioned
// parent (pg-boss 10 keeps one partition per queue), so every queue's jobs come once.
//
// Restore: the tables are NOT created from the archive. The installed pg-boss creates its schema
// (the same DDL, functions, partitions and indexes as the app's start), each queue is created by
// pg-boss's own `create_queue` (which makes the queue's partition), and only then the rows go in.
// The archive's pg-boss version must be the installed one (the app version that made the backup).
// A job that was active at backup time stays active: pg-boss retries it when it expires, as after a
// crash of the worker that held it.
import pg from 'pg';
import PgBoss from 'pg-boss';
import { PGBOSS_SCHEMA } from '../jobs/queue';

/** pg-boss's tables whose rows a backup keeps, in restore order (version is pg-boss's own). */
const QUEUE_TABLES = ['queue', 'schedule', 'subscription', 'job', 'archive'] as const;

export type QueueManifest = { schema: string; version: number };

const quoted = (table: string) => `${pg.escapeIdentifier(PGBOSS_SCHEMA)}.${pg.escapeIdentifier(table)}`;

/** Inside the backup's snapshot: the queue's rows as JSON lines, or undefined when pg-boss never ran. */
export const dumpQueue = async (
  client: pg.ClientBase,
  add: (table: string, rows: string[]) => Promise<void>,
): Promise<QueueManifest | undefined> => {
  const exists = await client.query(`select to_regclass($1) as t`, [`${PGBOSS_SCHEMA}.version`]);
  if (!exists.rows[0].t) return undefined;
  const version = await client.query<{ version: number }>(`select version from ${quoted('version')}`);
  for (const table of QUEUE_TABLES) {
    const rows = await client.query<{ row: string }>(
      `select row_to_json(t)::text as row from ${quoted(table)} t`,
    );
    await add(
      table,
      rows.rows.map((r) => r.row),
    );
  }
  return { schema: PGBOSS_SCHEMA, version: version.rows[0]!.version };
};

/** Lets the installed pg-boss create (or migrate) its schema, without workers or schedules. */
export const createQueueSchema = async (url: string): Promise<number> => {
  const boss = new PgBoss({
    connectionString: url,
    schema: PGBOSS_SCHEMA,
    supervise: false,
    schedule: false,
    max: 1,
  });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ version: number }>(`select version from ${quoted('version')}`)).rows[0]!
      .version;
  } finally {
    await client.end();
  }
};

type QueueRow = {
  name: string;
  policy: string | null;
  retry_limit: number | null;
  retry_delay: number | null;
  retry_backoff: boolean | null;
  expire_seconds: number | null;
  retention_minutes: number | null;
  dead_letter: string | null;
};

/** Dead-letter queues first: a queue's row references its dead-letter queue. */
const inCreationOrder = (queues: QueueRow[]): QueueRow[] => {
  const byName = new Map(queues.map((q) => [q.name, q]));
  const ordered: QueueRow[] = [];
  const visit = (queue: QueueRow, seen: Set<string>) => {
    if (ordered.includes(queue) || seen.has(queue.name)) return;
    seen.add(queue.name);
    const target = queue.dead_letter ? byName.get(queue.dead_letter) : undefined;
    if (target) visit(target, seen);
    ordered.push(queue);
  };
  for (const queue of queues) visit(queue, new Set());
  return ordered;
};

/**
 * Inside the restore's transaction (session_replication_role = replica), after createQueueSchema:
 * the queues through pg-boss's create_queue, then the rows of the other tables.
 */
export const restoreQueue = async (
  client: pg.ClientBase,
  rowsOf: (table: string) => string[],
): Promise<Record<string, number>> => {
  const counts: Record<string, number> = {};
  const queues = rowsOf('queue').map((line) => JSON.parse(line) as QueueRow & Record<string, unknown>);
  for (const queue of inCreationOrder(queues)) {
    await client.query(`select ${pg.escapeIdentifier(PGBOSS_SCHEMA)}.create_queue($1, $2::json)`, [
      queue.name,
      JSON.stringify({
        policy: queue.policy,
        retryLimit: queue.retry_limit,
        retryDelay: queue.retry_delay,
        retryBackoff: queue.retry_backoff,
        expireInSeconds: queue.expire_seconds,
        retentionMinutes: queue.retention_minutes,
        deadLetter: queue.dead_letter,
      }),
    ]);
    // The queue as the archive has it (also where the app's start had already created it).
    await client.query(
      `update ${quoted('queue')} q set policy = r.policy, retry_limit = r.retry_limit,
              retry_delay = r.retry_delay, retry_backoff = r.retry_backoff,
              expire_seconds = r.expire_seconds, retention_minutes = r.retention_minutes,
              dead_letter = r.dead_letter, created_on = r.created_on, updated_on = r.updated_on
         from json_populate_record(null::${quoted('queue')}, $1::json) r where q.name = r.name`,
      [JSON.stringify(queue)],
    );
  }
  counts.queue = queues.length;
  for (const table of QUEUE_TABLES.filter((t) => t !== 'queue')) {
    // Rows an earlier start of the app made (its schedules, a job sent at start) give way to the
    // backup's, as the reference rows of the app's own tables do.
    await client.query(`delete from ${quoted(table)}`);
    const lines = rowsOf(table);
    counts[table] = lines.length;
    if (lines.length === 0) continue;
    const columns = (
      await client.query<{ name: string }>(
        `select column_name as name from information_schema.columns
          where table_schema = $1 and table_name = $2 order by ordinal_position`,
        [PGBOSS_SCHEMA, table],
      )
    ).rows.map((c) => pg.escapeIdentifier(c.name));
    for (let i = 0; i < lines.length; i += 500) {
      // Into the partitioned parent: PostgreSQL routes each job to its queue's partition.
      await client.query(
        `insert into ${quoted(table)} (${columns.join(', ')})
         select ${columns.join(', ')} from json_populate_recordset(null::${quoted(table)}, $1::json)`,
        [`[${lines.slice(i, i + 500).join(',')}]`],
      );
    }
  }
  return counts;
};

// The LISTEN connection survives the database dropping it at any moment, including after the hub
// was closed (a SIGTERM drain with the database stopping: a release of a client already given back
// to the pool threw inside the error event and ended the process with code 1).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createNotificationHub } from './live';

describe('live notifications hub', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 3 });
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  /** Ends a backend from a connection of its own (the pool may hand out the very client it ends). */
  const terminate = async (pid: number | undefined) => {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
  };

  const listeners = async () =>
    (
      await pool.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
      )
    ).rows.map((row) => row.pid);

  it('a connection dropped after close() is left to the pool, without an error escaping', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const hub = createNotificationHub(pool);
      hub.subscribe('00000000-0000-4000-8000-000000000001', () => undefined);
      await expect.poll(listeners).toHaveLength(1);
      const [pid] = await listeners();
      await hub.close();
      await terminate(pid);
      // The pool still serves queries, and nothing was thrown from the client's error event.
      expect((await pool.query('select 1 as one')).rows[0]).toEqual({ one: 1 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });

  it('a connection dropped while listening is replaced', async () => {
    const hub = createNotificationHub(pool);
    hub.subscribe('00000000-0000-4000-8000-000000000002', () => undefined);
    await expect.poll(listeners).toHaveLength(1);
    const [pid] = await listeners();
    await terminate(pid);
    await expect.poll(async () => (await listeners()).filter((p) => p !== pid)).toHaveLength(1);
    await hub.close();
  });
});

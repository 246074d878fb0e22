// The real server as a separate process (src/main.ts through tsx) on a free loopback port, with
// its own DATA_DIR and embedded PostgreSQL: for the tests that kill it (crash durability,
// restart after SIGKILL, backups). Unlike app.inject() it goes through the network and the
// process's whole start (migrations, keys, job queue).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { SERVER_ROOT } from '../lib/paths';

export const freePort = (): Promise<number> =>
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

export type ServerProcess = {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process printed (stdout and stderr). */
  output: string[];
  /** Resolves with the exit code (null after a signal). */
  exited: Promise<number | null>;
  /** SIGTERM and wait for the drain. */
  stop: () => Promise<void>;
  /** SIGKILL: no drain, no PostgreSQL stop. */
  kill: () => Promise<void>;
};

export type ServerProcessOptions = { dataDir: string; env?: Record<string, string>; readyTimeoutMs?: number };

export const startServerProcess = async ({
  dataDir,
  env = {},
  readyTimeoutMs = 120_000,
}: ServerProcessOptions): Promise<ServerProcess> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src/main.ts')], {
    cwd: SERVER_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      REPORTS_SANDBOX_DELAY_MS: '0',
      ...env,
    },
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  // 'close': the process ended and its output is all read.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${await exited}):\n${output.join('')}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server was not ready within ${readyTimeoutMs} ms:\n${output.slice(-40).join('')}`);
    }
    await sleep(200);
  }
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  return {
    baseUrl,
    child,
    output,
    exited,
    stop: async () => {
      if (!ended()) child.kill('SIGTERM');
      await exited;
    },
    kill: async () => {
      if (!ended()) child.kill('SIGKILL');
      await exited;
    },
  };
};

/** The URL of the embedded cluster a server process runs in DATA_DIR (its port from postmaster.pid). */
export const embeddedDatabaseUrl = async (dataDir: string): Promise<string> => {
  const lines = (await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n');
  const password = (await readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${lines[3]!.trim()}/lending`;
};

/** The pid in DATA_DIR/pg/postmaster.pid, when the file exists. */
export const postmasterPid = (dataDir: string): number | undefined => {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
};

export const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Stops a postmaster a failed test left behind (by its own pid), so no cluster outlives the run. */
export const stopPostmaster = async (dataDir: string): Promise<void> => {
  const pid = postmasterPid(dataDir);
  if (pid === undefined || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(100);
};

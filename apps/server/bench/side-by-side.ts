// What the side-by-side benches share (ab-routes.ts, api-key-bench.ts): a bench server from a
// checkout (10,000 seeded loans, its own embedded PostgreSQL in a temporary folder), an admin's
// token, and one autocannon window.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

export type BenchServer = { base: string; databaseUrl: string; pid: number; stop: () => void };

/** Starts `apps/server/bench/bench-server.ts` of the checkout at `root`; resolves when it listens. */
export const startBenchServer = (root: string, env: Record<string, string> = {}) =>
  new Promise<BenchServer>((resolve, reject) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lending-ab-'));
    // The embedded PostgreSQL may run as its own user (when we are root): it must reach the folder.
    chmodSync(dataDir, 0o755);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'apps/server/bench/bench-server.ts')],
      {
        cwd: root,
        env: {
          ...process.env,
          SSN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          BENCH_LOANS: process.env.BENCH_LOANS ?? '10000',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    child.once('exit', (code) => reject(new Error(`${root}: bench server exited (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('READY ')) return;
      const { address, databaseUrl } = JSON.parse(line.slice(6)) as { address: string; databaseUrl: string };
      // The server stops its PostgreSQL on SIGTERM; its folder (about 460 MB at 10,000 loans) goes with it.
      const stop = () => {
        child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
        child.kill('SIGTERM');
      };
      resolve({ base: address, databaseUrl, pid: child.pid!, stop });
    });
  });

/** The demo admin's bearer header on that server. */
export const adminHeaders = async (server: BenchServer): Promise<Record<string, string>> => {
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }),
  });
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
};

/** One window of load on a URL (10 connections, BENCH_SECONDS long); refuses a run with errors. */
export const measure = async (url: string, headers: Record<string, string>) => {
  const result = await new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      { url, duration: Number(process.env.BENCH_SECONDS ?? 10), connections: 10, headers },
      (error, answer) => (error ? reject(error) : resolve(answer)),
    ),
  );
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return {
    perSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    requests: result.requests.total,
  };
};

export const mean = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) / values.length);

// Per-request overhead (issue 10 item 7): the app's GET /api/health beside a bare Fastify hello,
// side by side in one run (10 connections, autocannon, alternating so machine load hits both).
//   node --import tsx apps/server/bench/overhead.ts        (BENCH_SECONDS, default 4; ROUNDS, default 2)
// `npm run bench` runs the same comparison as its first rows.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

export const startChild = (
  script: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; base: string }> => {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, script)], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited early (${code})`)));
    lines.on('line', (line) => {
      if (!line.startsWith('READY ')) return;
      resolve({ child, base: (JSON.parse(line.slice(6)) as { address: string }).address });
    });
  });
};

export const stopChild = async (child: ChildProcess | undefined): Promise<void> => {
  if (!child || child.exitCode !== null) return;
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
};

export const requestsPerSecond = (url: string, seconds: number): Promise<number> =>
  new Promise((resolve, reject) => {
    autocannon({ url, duration: seconds, connections: 10 }, (error, result) =>
      error ? reject(error) : resolve(Math.round(result.requests.average)),
    );
  });

/** Alternates the two targets `rounds` times and keeps each one's best round. */
export const compareHealth = async (appBase: string, bareBase: string, seconds: number, rounds: number) => {
  let app = 0;
  let bare = 0;
  for (let i = 0; i < rounds; i += 1) {
    bare = Math.max(bare, await requestsPerSecond(`${bareBase}/api/health`, seconds));
    app = Math.max(app, await requestsPerSecond(`${appBase}/api/health`, seconds));
  }
  return { app, bare, ratio: Math.round((app / bare) * 1000) / 10 };
};

const main = async () => {
  const seconds = Number(process.env.BENCH_SECONDS ?? 4);
  const rounds = Number(process.env.ROUNDS ?? 2);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lending-overhead-'));
  await chmod(dataDir, 0o755);
  let app: ChildProcess | undefined;
  let bare: ChildProcess | undefined;
  try {
    const started = await startChild('bench-server.ts', {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      BENCH_LOANS: '0',
    });
    app = started.child;
    const baseline = await startChild('bare-server.ts', {});
    bare = baseline.child;
    const result = await compareHealth(started.base, baseline.base, seconds, rounds);
    console.table([
      { route: 'bare Fastify GET /api/health', requests_per_s: result.bare },
      { route: 'app GET /api/health', requests_per_s: result.app, percent_of_bare: result.ratio },
    ]);
  } finally {
    await stopChild(app);
    await stopChild(bare);
    await rm(dataDir, { recursive: true, force: true });
  }
};

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();

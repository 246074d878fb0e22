// How long an idle server takes to stop on SIGTERM (issue 24 item 3: within 2 s), one run:
//   node --import tsx apps/server/bench/idle-stop.ts
// Starts the server (src/main.ts under tsx, embedded PostgreSQL) on an empty DATA_DIR with
// BENCH_LOANS seeded loans (0 by default), answers a few requests, waits BENCH_IDLE_S seconds
// (45 by default: longer than PostgreSQL's 30 s checkpoint interval), sends SIGTERM and measures
// until the process exits. Prints the server's own split ("stopped (http .. ms, jobs .. ms,
// database .. ms)") and writes bench-results/idle-stop.json.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';

const IDLE_S = Number(process.env.BENCH_IDLE_S ?? 45);
const LOANS = Number(process.env.BENCH_LOANS ?? 0);
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = await mkdtemp(path.join(tmpdir(), 'idle-stop-'));
const port = await new Promise<number>((resolve) => {
  const server = createServer();
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
  });
});

// Loans are seeded first by the seed command (`npm run seed -- --loans N`), as an operator would.
if (LOANS > 0) {
  const seeded = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/db/seed/cli.ts', '--loans', String(LOANS)],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: root }, stdio: 'inherit' },
  );
  const code = await new Promise<number | null>((resolve) => seeded.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding ${LOANS} loans failed (exit ${code})`);
}

const started = Date.now();
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

const health = () =>
  fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
    async (response) => (await response.text(), response.ok),
    () => false,
  );

try {
  while (!(await health())) {
    if (Date.now() - started > 600_000) throw new Error(`the server did not start:\n${output.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const listeningMs = Date.now() - started;
  for (let n = 0; n < 5; n++) await health();
  await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
  const signalled = Date.now();
  child.kill('SIGTERM');
  await exited;
  const stopMs = Date.now() - signalled;
  const split = output.split('\n').find((line) => line.includes('SIGTERM: stopped')) ?? '(no split logged)';
  const result = {
    date: new Date().toISOString(),
    loans: LOANS,
    idle_seconds: IDLE_S,
    listening_ms: listeningMs,
    stop_ms: stopMs,
    target_met: stopMs <= 2_000,
    split: split.replace(/^.*SIGTERM: /, '').replace(/".*$/, ''),
    machine_load_average: loadavg().map((value) => Math.round(value * 10) / 10),
  };
  console.table([result]);
  await mkdir(path.join(root, 'bench-results'), { recursive: true });
  await writeFile(path.join(root, 'bench-results', 'idle-stop.json'), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
}

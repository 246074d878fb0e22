// `npm run bench` (issue 2 "Speed"): starts the app on an embedded PostgreSQL in a temporary
// DATA_DIR with 10,000 seeded loans, loads it with autocannon over 127.0.0.1, prints a table and
// writes bench-results/bench.json, then stops everything it started.
//   - GET /api/health: the trivial route (baseline throughput)
//   - GET /api/loan/{id}: must reach >= 10% of the baseline
//   - GET /api/activity/loan/{id}/all: the loan page's activity list
//   - GET /api/loan/all: cold (first request after a change) and warm, full body (gzip)
//   - GET /api/loan/all with If-None-Match: 304
//   - /api/health latency while /api/loan/all requests (with data changing) are in flight
//   - two nodes on the one PostgreSQL against one node, GET /api/loan/{id} (two-nodes.ts)
// `npm run bench -- --profile soak` runs the 30-minute soak (soak.ts).
// `npm run bench -- --profile servicing` runs servicing-bench.ts and the 100,000-loan nightly job.
// `npm run bench -- --profile 100k` runs the 100,000-loan profile instead (paging.ts: the screens'
// calls after a restart, searches, filters, sorts, and GET /loan/{id} beside the trivial route;
// BENCH_DATA_DIR reuses a folder seeded before).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { compareHealth, startChild, stopChild } from './overhead';
import { measureTwoNodes } from './two-nodes';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const LOANS = Number(process.env.BENCH_LOANS ?? 10_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 6);

type LoopStats = { loop_delay_p99_ms: number; loop_delay_max_ms: number };
type Row = {
  name: string;
  requests_per_s: number;
  latency_p50_ms: number;
  latency_p99_ms: number;
  non_2xx: number;
  errors: number;
  server_loop_delay_max_ms?: number;
  note?: string;
};

type Server = {
  child: ChildProcess;
  base: string;
  seedMs: number;
  databaseUrl: string;
  loopStats: () => Promise<LoopStats>;
};

// Both nodes of the two-node profile encrypt with one key (production mode on a shared database).
const SERVER_ENV = { SSN_ENCRYPTION_KEY: randomBytes(32).toString('base64') };

const startServer = async (dataDir: string): Promise<Server> => {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'bench-server.ts')], {
    cwd: repoRoot,
    env: { ...process.env, ...SERVER_ENV, DATA_DIR: dataDir, DATABASE_URL: '', BENCH_LOANS: String(LOANS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const waiting: Array<(stats: LoopStats) => void> = [];
  const loopStats = () =>
    new Promise<LoopStats>((resolve) => {
      waiting.push(resolve);
      child.kill('SIGUSR2');
    });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited early (${code})`)));
    lines.on('line', (line) => {
      if (line.startsWith('STATS ')) return waiting.shift()?.(JSON.parse(line.slice(6)) as LoopStats);
      if (!line.startsWith('READY ')) return process.stdout.write(`${line}\n`);
      const ready = JSON.parse(line.slice(6)) as { address: string; seedMs: number; databaseUrl: string };
      resolve({
        child,
        base: ready.address,
        seedMs: ready.seedMs,
        databaseUrl: ready.databaseUrl,
        loopStats,
      });
    });
  });
};

const run = (opts: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ duration: DURATION, connections: 10, ...opts }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

const row = (name: string, result: autocannon.Result, loop?: LoopStats, note?: string): Row => ({
  name,
  requests_per_s: Math.round(result.requests.average),
  latency_p50_ms: result.latency.p50,
  latency_p99_ms: result.latency.p99,
  non_2xx: result.non2xx,
  errors: result.errors,
  ...(loop ? { server_loop_delay_max_ms: loop.loop_delay_max_ms } : {}),
  ...(note ? { note } : {}),
});

const json = async <T>(response: Response): Promise<T> => {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

const main = async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lending-bench-'));
  // The embedded PostgreSQL may run as its own user (when we are root): it must reach the folder.
  await chmod(dataDir, 0o755);
  let child: ChildProcess | undefined;
  try {
    console.log(`Seeding ${LOANS} loans and starting the server...`);
    const server = await startServer(dataDir);
    child = server.child;
    const { base } = server;
    const { token } = await json<{ token: string }>(
      await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }),
      }),
    );
    const auth = { authorization: `Bearer ${token}` };
    const list = await fetch(`${base}/api/loan/all`, { headers: { ...auth, 'accept-encoding': 'gzip' } });
    const loans = (await list.json()) as Array<{
      id: string;
      human_id: string;
      name: string;
      version: number;
    }>;
    const etag = list.headers.get('etag')!;
    const sample = loans[Math.floor(loans.length / 2)]!;

    // A real write (rename back and forth) moves the data version: the next list is cold.
    let flip = false;
    const touch = async () => {
      flip = !flip;
      await fetch(`${base}/api/loan/${sample.id}/update`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: flip ? `${sample.name} ` : sample.name.trim() }),
      });
    };
    const coldTimes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      await touch();
      const started = performance.now();
      const res = await fetch(`${base}/api/loan/all`, { headers: { ...auth, 'accept-encoding': 'gzip' } });
      await res.arrayBuffer();
      coldTimes.push(performance.now() - started);
    }
    coldTimes.sort((a, b) => a - b);

    const rows: Row[] = [];
    // Per-request overhead (issue 10 item 7): the app's trivial route beside a bare Fastify hello.
    const bare = await startChild('bare-server.ts', {});
    const overhead = await compareHealth(base, bare.base, Math.min(DURATION, 4), 2).finally(() =>
      stopChild(bare.child),
    );
    await server.loopStats();
    const health = await run({ url: `${base}/api/health` });
    rows.push(row('GET /api/health (trivial)', health, await server.loopStats()));
    const detail = await run({ url: `${base}/api/loan/${sample.human_id}`, headers: auth });
    rows.push(row('GET /api/loan/{id}', detail, await server.loopStats()));
    // The loan page's second call (issue 3 "Speed"): the loan's activities with processes and documents.
    const loanActivities = await run({ url: `${base}/api/activity/loan/${sample.id}/all`, headers: auth });
    rows.push(row('GET /api/activity/loan/{id}/all', loanActivities, await server.loopStats()));
    // Multi-megabyte bodies are parsed in a worker thread of the load generator, so the health
    // run beside them measures the server, not our own busy event loop.
    const full = await run({
      url: `${base}/api/loan/all`,
      headers: { ...auth, 'accept-encoding': 'gzip' },
      connections: 4,
      workers: 1,
    });
    rows.push(row('GET /api/loan/all (warm, gzip body)', full, await server.loopStats()));
    const notModified = await run({
      url: `${base}/api/loan/all`,
      headers: { ...auth, 'if-none-match': etag },
    });
    rows.push(
      row(
        'GET /api/loan/all If-None-Match (304)',
        notModified,
        await server.loopStats(),
        `${notModified['3xx'] ?? 0} responses were 304`,
      ),
    );

    // Health latency while list requests with changing data (cold recomputes) are in flight.
    const churn = setInterval(() => void touch(), 250);
    const [healthUnderLoad, listUnderLoad] = await Promise.all([
      run({ url: `${base}/api/health`, connections: 2 }),
      run({
        url: `${base}/api/loan/all`,
        headers: { ...auth, 'accept-encoding': 'gzip' },
        connections: 4,
        workers: 1,
      }),
    ]);
    clearInterval(churn);
    const churnLoop = await server.loopStats();
    rows.push(row('GET /api/health during /loan/all + writes', healthUnderLoad, churnLoop));
    rows.push(row('GET /api/loan/all during writes (cold/warm mix)', listUnderLoad, churnLoop));

    // Two nodes on this PostgreSQL against one (issue 10: >= 1.3x on this 2-core machine).
    const twoNodes = await measureTwoNodes({
      baseA: base,
      pidA: server.child.pid,
      dataDir,
      databaseUrl: server.databaseUrl,
      env: SERVER_ENV,
      path: `/api/loan/${sample.human_id}`,
      headers: auth,
      seconds: Math.min(DURATION, 4),
      rounds: 2,
    });

    const ratio = detail.requests.average / health.requests.average;
    const summary = {
      loans: loans.length === 0 ? 0 : LOANS,
      listed_active_loans: loans.length,
      list_body_bytes: Number(list.headers.get('content-length') ?? 0),
      seed_seconds: Math.round(server.seedMs / 100) / 10,
      loan_all_cold_ms_median: Math.round(coldTimes[Math.floor(coldTimes.length / 2)]!),
      loan_by_id_vs_trivial: Math.round(ratio * 1000) / 10,
      bare_fastify_hello_per_s: overhead.bare,
      app_health_per_s_beside_it: overhead.app,
      app_health_vs_bare_percent: overhead.ratio,
      app_health_vs_bare_target_met: overhead.ratio >= 50,
      loan_by_id_target_met: ratio >= 0.1,
      two_nodes_generator: twoNodes.generator,
      two_nodes_pinned_one_core_each: twoNodes.nodes_pinned_to_one_core_each,
      loan_by_id_one_node_per_s: twoNodes.one_node_per_s,
      loan_by_id_two_nodes_per_s: twoNodes.two_nodes_per_s,
      two_nodes_vs_one: twoNodes.two_vs_one,
      two_nodes_target_met: twoNodes.two_vs_one_target_met,
      health_p99_idle_ms: health.latency.p99,
      health_p99_under_list_load_ms: healthUnderLoad.latency.p99,
      server_loop_delay_max_under_list_load_ms: churnLoop.loop_delay_max_ms,
      machine_load_average: os.loadavg().map((value) => Math.round(value * 10) / 10),
    };
    console.table(rows);
    console.table([summary]);
    await mkdir(path.join(repoRoot, 'bench-results'), { recursive: true });
    await writeFile(
      path.join(repoRoot, 'bench-results', 'bench.json'),
      `${JSON.stringify({ date: new Date().toISOString(), duration_seconds: DURATION, rows, summary }, null, 2)}\n`,
    );
    console.log('Wrote bench-results/bench.json');
  } finally {
    if (child && child.exitCode === null) {
      child.removeAllListeners('exit');
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  }
};

const { values } = parseArgs({ options: { profile: { type: 'string', default: '10k' } } });
if (values.profile === '100k') {
  // paging.ts reads its size when it loads; a reused folder (BENCH_DATA_DIR) seeds nothing more.
  process.env.BENCH_LOANS ??= process.env.BENCH_DATA_DIR ? '0' : '100000';
  await import('./paging');
} else if (values.profile === '10k') await main();
else if (values.profile === 'soak') {
  // 30 minutes of mixed traffic at 70% of the probed throughput (soak.ts; BENCH_SOAK_MINUTES).
  const { runSoak } = await import('./soak');
  const result = await runSoak({ minutes: Number(process.env.BENCH_SOAK_MINUTES ?? 30), loans: LOANS });
  console.table([{ ...result, per_minute: undefined }]);
  await mkdir(path.join(repoRoot, 'bench-results'), { recursive: true });
  await writeFile(path.join(repoRoot, 'bench-results', 'soak.json'), `${JSON.stringify(result, null, 2)}\n`);
} else if (values.profile === 'servicing') {
  // The servicing calculators, then the nightly job on 100,000 loans (servicing-nightly.ts).
  process.env.SERVICING_NIGHTLY ??= '1';
  await import('./servicing-bench');
} else throw new Error(`unknown profile ${values.profile} (10k, 100k, soak or servicing)`);

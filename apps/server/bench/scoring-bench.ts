// `npm run bench:scoring` (issue 8 "Speed"): starts the app (bench-server.ts) on an embedded
// PostgreSQL in a temporary DATA_DIR with 10,000 seeded loans, then measures
//   - GET /api/statistics for all loans and for a date range (target <= 300 ms),
//   - Set as active: the background recalculation of every open loan's score (target <= 60 s)
//     while GET /api/loan/{id} is loaded over 127.0.0.1; its p99 must stay <= 100 ms.
// Prints a table, writes bench-results/scoring-bench.json, stops everything it started.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const LOANS = Number(process.env.BENCH_LOANS ?? 10_000);

const startServer = (dataDir: string) =>
  new Promise<{ child: ChildProcess; base: string; seedMs: number }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'bench-server.ts')], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', BENCH_LOANS: String(LOANS) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.once('exit', (code) => reject(new Error(`bench server exited early (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('READY ')) return;
      const ready = JSON.parse(line.slice(6)) as { address: string; seedMs: number };
      resolve({ child, base: ready.address, seedMs: ready.seedMs });
    });
  });

const json = async <T>(response: Response): Promise<T> => {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => Math.round(value * 10) / 10;

type Run = { id: string; status: string; total: number; done: number; created_epoch: number };

const main = async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lending-scoring-bench-'));
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
    const get = (url: string) => fetch(`${base}/api${url}`, { headers: auth });

    // Statistics: 10 sequential requests each. Cold ones follow a real write (the data version
    // moves, every figure is computed again in SQL); warm ones repeat the same filter.
    const sampleLoan = (await json<Array<{ id: string; name: string }>>(await get('/loan/all')))[0]!;
    let flip = false;
    const touch = async () => {
      flip = !flip;
      await fetch(`${base}/api/loan/${sampleLoan.id}/update`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: flip ? `${sampleLoan.name} (b)` : sampleLoan.name }),
      });
    };
    const timeStatistics = async (query: string, cold: boolean) => {
      const times: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        if (cold) await touch();
        const started = performance.now();
        const res = await get(`/statistics${query}`);
        await json(res);
        times.push(performance.now() - started);
      }
      return {
        median_ms: ms(percentile(times, 50)),
        p95_ms: ms(percentile(times, 95)),
        max_ms: ms(Math.max(...times)),
      };
    };
    const yearAgo = Math.floor(Date.now() / 1000) - 365 * 86_400;
    const statsAll = await timeStatistics('', true);
    const statsRange = await timeStatistics(`?from=${yearAgo}`, true);
    const statsWarm = await timeStatistics('', false);
    const stats = await json<{ total: { loans: number } }>(await get('/statistics'));

    // Recalculation while the API is loaded.
    const names = await json<Array<{ score_model_id: string; is_active: boolean }>>(
      await get('/scoring/models-names'),
    );
    const active = names.find((m) => m.is_active)!;
    const loans = await json<Array<{ id: string; human_id: string }>>(await get('/loan/all'));
    const sample = loans[Math.floor(loans.length / 3)]!;
    // The same load without a recalculation first: what the machine gives the API anyway.
    const baseline = await autocannon({
      url: `${base}/api/loan/${sample.human_id}`,
      headers: auth,
      connections: 4,
      duration: 10,
    });
    let finish: (result: autocannon.Result) => void = () => undefined;
    const finished = new Promise<autocannon.Result>((resolve) => (finish = resolve));
    const load = autocannon(
      { url: `${base}/api/loan/${sample.human_id}`, headers: auth, connections: 4, duration: 600 },
      (_error, result) => finish(result),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const started = performance.now();
    const run = await json<Run>(
      await fetch(`${base}/api/scoring/model/${active.score_model_id}/set-active`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    let latest: Run = run;
    while (latest.status !== 'done' && latest.status !== 'failed') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      latest = await json<Run>(await get('/scoring/recalculation/latest'));
    }
    const recalcSeconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 500));
    load.stop();
    const loadResult = await finished;

    const result = {
      loans: LOANS,
      seed_s: Math.round(server.seedMs / 100) / 10,
      statistics_all: { ...statsAll, loans_counted: stats.total.loans, target_ms: 300 },
      statistics_last_year: { ...statsRange, target_ms: 300 },
      statistics_all_warm: { ...statsWarm, target_ms: 300 },
      recalculation: {
        status: latest.status,
        open_loans_rescored: latest.done,
        seconds: Math.round(recalcSeconds * 10) / 10,
        target_s: 60,
      },
      api_during_recalculation: {
        call: 'GET /api/loan/{id}',
        requests: loadResult.requests.total,
        requests_per_s: Math.round(loadResult.requests.average),
        p50_ms: loadResult.latency.p50,
        p99_ms: loadResult.latency.p99,
        max_ms: loadResult.latency.max,
        non_2xx: loadResult.non2xx,
        target_p99_ms: 100,
      },
      api_without_recalculation: {
        call: 'GET /api/loan/{id}',
        seconds: 10,
        requests_per_s: Math.round(baseline.requests.average),
        p50_ms: baseline.latency.p50,
        p99_ms: baseline.latency.p99,
        max_ms: baseline.latency.max,
      },
    };
    console.table({
      'GET /statistics (all, cold)': statsAll,
      'GET /statistics (last year, cold)': statsRange,
      'GET /statistics (all, warm)': statsWarm,
    });
    console.log(JSON.stringify(result, null, 2));
    await mkdir(path.join(repoRoot, 'bench-results'), { recursive: true });
    await writeFile(
      path.join(repoRoot, 'bench-results', 'scoring-bench.json'),
      JSON.stringify(result, null, 2),
    );
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  }
};

await main();

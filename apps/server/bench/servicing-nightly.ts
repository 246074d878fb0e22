// The nightly servicing job at scale (issue 19 "Speed"): 100,000 funded, boarded loans (seeded by
// a fast SQL path: loans, servicing records, a payment on the due dates passed, a quarter with an
// interest reserve), all funded last month so tonight's run is the month's peak: every loan gets
// its statement and the reserve pays the due dates passed. The job (generateStatements: reserve
// interest, then statements) runs in this process as the worker would, against the server's
// PostgreSQL, while a probe calls the API (a loan's servicing summary and /api/health) at a steady
// rate; target: the job within 2 minutes while the API's p99 stays under 100 ms.
// `npm run bench -- --profile servicing` (SERVICING_NIGHTLY_LOANS, default 100000; 0 skips), or the
// nightly job alone: `node --import tsx apps/server/bench/servicing-nightly.ts [loans]`, which prints
// the job's wall time, its CPU (the job's process, worker threads included) and the API's p99.
// SERVICING_REPLAY_WORKERS (default 1) sets the job's replay worker threads (0: on its own thread).
// The bench's server and its embedded PostgreSQL are stopped on every way out: the job done or
// failed, the server exiting early, the bench interrupted (SIGINT, SIGTERM).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { stopOrphanPostmaster } from '../src/db/embedded';
import { generateStatements } from '../src/modules/servicing/index';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const TARGET_JOB_MS = 120_000;
const TARGET_P99_MS = 100;

const startServer = async (dataDir: string) => {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'bench-server.ts')], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', BENCH_LOANS: '20' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const lines = createInterface({ input: child.stdout! });
  const ready = await new Promise<{ address: string; databaseUrl: string }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited early (${code})`)));
    lines.on('line', (line) => {
      if (line.startsWith('READY '))
        resolve(JSON.parse(line.slice(6)) as { address: string; databaseUrl: string });
    });
  });
  return { child, ...ready };
};

/** The servers this bench started and their data folders: stopped on an unplanned exit (below). */
const children = new Set<ChildProcess>();
const dataDirs = new Set<string>();
/** The last resort (an uncaught error, process.exit): synchronous, so signals only. */
const onExit = () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dataDirs) {
    try {
      const pid = Number.parseInt(readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8'), 10);
      if (pid > 0) process.kill(pid, 'SIGINT');
    } catch {
      // no postmaster left
    }
  }
};
process.once('exit', onExit);

/**
 * Stops the bench's server (if still running) and then its PostgreSQL: a server that exited early
 * (a failed start, a crash) leaves its postmaster running in the data folder; it is stopped here.
 */
const stopAll = async (child: ChildProcess | undefined, dataDir: string) => {
  if (child && child.exitCode === null && child.signalCode === null) {
    // The early-exit listeners off first (removing them after would drop this one too: the wait
    // would never end, Node would leave with the data folder and its files still there).
    child.removeAllListeners('exit');
    const exited = new Promise((resolve) =>
      child.once('exit', () => {
        children.delete(child);
        resolve(undefined);
      }),
    );
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    await exited;
    clearTimeout(timer);
  }
  await stopOrphanPostmaster(path.join(dataDir, 'pg')).catch((error: unknown) =>
    console.error(`could not stop the bench's PostgreSQL: ${String(error)}`),
  );
  dataDirs.delete(dataDir);
  // PostgreSQL may still be writing its last files as it stops: retry the removal.
  await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
};

/** The fast SQL path: loans, their servicing records and the payments on the due dates passed. */
const seed = async (db: Awaited<ReturnType<typeof openDatabase>>['db'], count: number) => {
  await db.execute(sql`
    INSERT INTO loans (human_id, name, status, amount, amount_at_closing, interest_rate, duration_months,
                       funded_epoch, last_update)
    SELECT 'SV' || g, 'Servicing bench loan ' || g, 'Funded', 400000 + (g % 200) * 5000,
           400000 + (g % 200) * 5000, 0.09 + (g % 40) * 0.001, 12,
           extract(epoch from (date_trunc('month', current_date) - interval '1 month'
                               + (g % 25) * interval '1 day'))::bigint,
           extract(epoch from now())::bigint
    FROM generate_series(1, ${count}) g`);
  await db.execute(sql`
    INSERT INTO servicing_loans (loan_id, principal_cents, annual_rate, day_count, funded_date,
                                 first_payment_date, term_months, amortization_months, grace_days,
                                 late_fee_percent, interest_reserve_cents, confirmed_at)
    SELECT l.id, (l.amount_at_closing * 100)::bigint, l.interest_rate * 100, 'actual/360',
           to_timestamp(l.funded_epoch)::date, (to_timestamp(l.funded_epoch)::date + interval '1 month')::date,
           12, 0, 10, 5,
           CASE WHEN substr(l.human_id, 3)::int % 4 = 0
                THEN (l.amount_at_closing * l.interest_rate * 25)::bigint ELSE 0 END,
           now()
    FROM loans l WHERE l.human_id LIKE 'SV%'`);
  // A payment of the month's interest on each due date passed, but for one loan in ten (late).
  await db.execute(sql`
    INSERT INTO servicing_ledger_events (loan_id, seq, kind, effective_date, amount_cents, method)
    SELECT s.loan_id, 1, 'payment', s.first_payment_date,
           (s.principal_cents * s.annual_rate / 1200)::bigint, 'ach'
    FROM servicing_loans s JOIN loans l ON l.id = s.loan_id
    WHERE l.human_id LIKE 'SV%' AND s.first_payment_date <= current_date
      AND s.interest_reserve_cents = 0 AND substr(l.human_id, 3)::int % 10 <> 1`);
  await db.execute(sql`UPDATE servicing_loans SET next_seq = 2`);
  await db.execute(sql`ANALYZE loans; ANALYZE servicing_loans; ANALYZE servicing_ledger_events`);
};

export const nightlyBench = async (count: number) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lending-servicing-bench-'));
  await chmod(dataDir, 0o755);
  dataDirs.add(dataDir);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  // Interrupted (Ctrl-C, a timeout's SIGTERM): stop the server and its PostgreSQL, then leave.
  const interrupted = (signal: NodeJS.Signals) => {
    void (async () => {
      await database?.close().catch(() => undefined);
      await stopAll(server?.child ?? [...children][0], dataDir);
      process.exit(signal === 'SIGINT' ? 130 : 143);
    })();
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    server = await startServer(dataDir);
    database = await openDatabase({ dataDir, databaseUrl: server.databaseUrl, poolSize: 8 });
    const seedStart = performance.now();
    await seed(database.db, count);
    const seedMs = Math.round(performance.now() - seedStart);
    console.log(`seeded ${count} boarded loans in ${seedMs} ms; running the nightly job...`);
    const login = await fetch(`${server.address}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }),
    });
    const { token } = (await login.json()) as { token: string };
    const ids = (
      await database.db.execute<{ loan_id: string }>(sql`SELECT loan_id FROM servicing_loans LIMIT 200`)
    ).rows.map((r) => r.loan_id);
    let i = 0;
    let finish: (result: autocannon.Result) => void = () => {};
    const probeDone = new Promise<autocannon.Result>((resolve) => (finish = resolve));
    const probe = autocannon(
      {
        url: server.address,
        connections: 4,
        overallRate: 40,
        duration: 3600,
        headers: { authorization: `Bearer ${token}` },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: i++ % 4 === 0 ? '/api/health' : `/api/servicing/loan/${ids[i % ids.length]}`,
            }),
          },
        ],
      },
      (error, result) => {
        if (error) throw error;
        finish(result);
      },
    );
    const jobStart = performance.now();
    const cpuStart = process.cpuUsage();
    const workers = Number(process.env.SERVICING_REPLAY_WORKERS ?? 1);
    const made = await generateStatements(database.db, undefined, { workers });
    const jobMs = Math.round(performance.now() - jobStart);
    const cpu = process.cpuUsage(cpuStart);
    probe.stop();
    const result = await probeDone;
    const row = {
      loans: count,
      replay_workers: workers,
      seed_ms: seedMs,
      job_ms: jobMs,
      // The job's own CPU time (this process, its worker threads included; PostgreSQL's work is not
      // in it): on a loaded shared
      // machine the wall time mostly measures the scheduler.
      job_cpu_ms: Math.round((cpu.user + cpu.system) / 1000),
      statements_made: made,
      api_requests: result.requests.total,
      api_p50_ms: result.latency.p50,
      api_p99_ms: result.latency.p99,
      api_non_2xx: result.non2xx,
      load_average: os.loadavg().map((v) => Math.round(v * 10) / 10),
      pass: jobMs <= TARGET_JOB_MS && result.latency.p99 <= TARGET_P99_MS,
    };
    console.table([row]);
    await mkdir(path.join(repoRoot, 'bench-results'), { recursive: true });
    await writeFile(
      path.join(repoRoot, 'bench-results', 'servicing-nightly.json'),
      `${JSON.stringify(row, null, 2)}\n`,
    );
    if (!row.pass) process.exitCode = 1;
  } finally {
    process.removeListener('SIGINT', interrupted);
    process.removeListener('SIGTERM', interrupted);
    await database?.close().catch(() => undefined);
    await stopAll(server?.child ?? [...children][0], dataDir);
  }
};

// Run as a script: the nightly job alone.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  await nightlyBench(Number(process.argv[2] ?? process.env.SERVICING_NIGHTLY_LOANS ?? 100_000));

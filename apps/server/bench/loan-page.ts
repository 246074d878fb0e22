// Loan page figures for the benchmark (issue 3 "Speed"): GET /api/loan/{id} and
// GET /api/activity/loan/{id}/all. bench.ts can import loanPagePaths (for autocannon) or
// runLoanPageBench; run alone
// (`node --import tsx apps/server/bench/loan-page.ts [loans]`) it starts its own app on an
// embedded PostgreSQL in a temp folder, seeds the loans (10,000 by default), measures, stops.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { activities, loans } from '../src/db/schema';

export type BenchRow = {
  name: string;
  requests: number;
  rps: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
};

/** A busy loan: the one with the most activities (what a page with real work on it loads). */
export const pickBusyLoan = async (db: Db): Promise<{ id: string; human_id: string; activities: number }> => {
  const [row] = await db
    .select({ id: loans.id, human_id: loans.human_id, count: sql<number>`count(${activities.id})::int` })
    .from(loans)
    .leftJoin(activities, eq(activities.loan_id, loans.id))
    .groupBy(loans.id)
    .orderBy(desc(sql`count(${activities.id})`))
    .limit(1);
  if (!row) throw new Error('No loans to measure: seed first');
  return { id: row.id, human_id: row.human_id, activities: row.count };
};

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** `connections` loops calling `url` for `durationMs`; latency percentiles in ms. */
export const load = async (
  name: string,
  url: string,
  headers: Record<string, string>,
  durationMs = 5000,
  connections = 10,
): Promise<BenchRow> => {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + durationMs;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const start = performance.now();
        const response = await fetch(url, { headers }).catch(() => null);
        if (!response?.ok) errors += 1;
        await response?.arrayBuffer();
        latencies.push(performance.now() - start);
      }
    }),
  );
  const sorted = latencies.sort((a, b) => a - b);
  return {
    name,
    requests: sorted.length,
    rps: Math.round((sorted.length / durationMs) * 1000),
    p50_ms: Math.round(percentile(sorted, 50) * 10) / 10,
    p99_ms: Math.round(percentile(sorted, 99) * 10) / 10,
    errors,
  };
};

/** The two calls a loan page makes first, for any load generator (autocannon in bench.ts). */
export const loanPagePaths = (loanId: string): { name: string; path: string }[] => [
  { name: 'GET /api/loan/{id}', path: `/api/loan/${loanId}` },
  { name: 'GET /api/activity/loan/{id}/all', path: `/api/activity/loan/${loanId}/all` },
];

export type LoanPageBenchOptions = {
  baseUrl: string;
  token: string;
  loanId: string;
  durationMs?: number;
  connections?: number;
};

export const runLoanPageBench = async ({
  baseUrl,
  token,
  loanId,
  durationMs,
  connections,
}: LoanPageBenchOptions): Promise<BenchRow[]> => {
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
  const rows: BenchRow[] = [];
  for (const { name, path: urlPath } of loanPagePaths(loanId))
    rows.push(await load(name, `${baseUrl}${urlPath}`, headers, durationMs, connections));
  return rows;
};

const standalone = async (loanCount: number): Promise<void> => {
  const { startEmbeddedPostgres, ensureDatabase, openDatabase } = await import('../src/db/client');
  const { migrateDatabase } = await import('../src/db/migrate');
  const { seedDemo } = await import('../src/db/seed/seed-demo');
  const { seedModules } = await import('../src/seed-wiring');
  const { DEMO_PASSWORD } = await import('../src/db/seed/seed-accounts');
  const { loadConfig } = await import('../src/config');
  const { createDeps } = await import('../src/wiring');
  const { buildApp } = await import('../src/app');
  const dir = await mkdtemp(path.join(tmpdir(), 'lending-bench-'));
  await chmod(dir, 0o777); // PostgreSQL may run as its own user
  const server = await startEmbeddedPostgres(dir);
  try {
    await ensureDatabase(server.url('postgres'), 'lending');
    const database = await openDatabase({ dataDir: dir, databaseUrl: server.url('lending') });
    await migrateDatabase(database.db);
    const started = Date.now();
    await seedDemo(database.db, { loans: loanCount, modules: seedModules });
    console.log(`seeded ${loanCount} loans in ${Date.now() - started} ms`);
    const config = loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      DATA_DIR: dir,
      DATABASE_URL: server.url('lending'),
      SEED_DEMO: 'false',
    });
    const deps = await createDeps({ config, db: database.db });
    const app = await buildApp(deps);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const loan = await pickBusyLoan(database.db);
    console.log(`loan ${loan.human_id} with ${loan.activities} activities`);
    console.table(await runLoanPageBench({ baseUrl, token, loanId: loan.id }));
    await app.close();
    await deps.close?.();
    await database.close();
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await standalone(Number(process.argv[2] ?? 10_000));
}

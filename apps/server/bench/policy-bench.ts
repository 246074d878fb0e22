// Issue 8 speed target: GET /api/policies/loan/{id} <= 30 ms. Starts the app in this process on
// an embedded PostgreSQL in a temporary DATA_DIR with BENCH_LOANS (10,000) seeded loans, gives
// 50 of them sandbox reports (valuation, credit, neighbourhood), then asks for their analyses
// over loopback: one at a time (latency of a single user) and with 10 connections.
// Run: node --import tsx apps/server/bench/policy-bench.ts
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { reports } from '../src/db/schema';
import { seedDemo } from '../src/db/seed/seed-demo';
import { createDeps } from '../src/wiring';
import { seedModules } from '../src/seed-wiring';
import { createBuiltInIdentity } from '../src/integrations/identity/built-in';
import { SANDBOX_REPORTS } from '../src/integrations/reports/sandbox-data';
import { loadReportSubject } from '../src/modules/reports/report-subject';

const LOANS = Number(process.env.BENCH_LOANS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const dataDir = mkdtempSync(path.join(tmpdir(), 'lending-policy-bench-'));
chmodSync(dataDir, 0o755);
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
});
const database = await openDatabase({ dataDir, poolSize: 20 });
await migrateDatabase(database.db);
const seeded = Date.now();
await seedDemo(database.db, { loans: LOANS, modules: seedModules });
console.log(`seeded ${LOANS} loans in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);

const sample = (
  await database.db.execute<{ id: string }>(
    sql`select id from loans where archived = false order by human_id limit 50`,
  )
).rows.map((row) => row.id);
for (const loanId of sample) {
  const subject = (await loadReportSubject(database.db, loanId, { pullOption: 'full' }))!;
  for (const source of ['house-canary', 'credit-plus', 'neighborhood-scout', 'rentometer'] as const)
    await database.db.insert(reports).values({
      loan_id: loanId,
      source,
      report_type: source,
      state: 'done',
      result: { sections: SANDBOX_REPORTS[source](subject) },
    });
}

const deps = await createDeps({ config, db: database.db });
const app = await buildApp(deps);
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const identity = await createBuiltInIdentity({ db: database.db, dataDir });
const [admin] = (
  await database.db.execute<{ id: string; email: string }>(
    sql`select id, email from users where role = 'admin' limit 1`,
  )
).rows;
const token = await identity.issueToken({ id: admin!.id, email: admin!.email, role: 'admin' });
const headers = { authorization: `Bearer ${token}` };

// One user, one request at a time, 500 requests across the 50 loans.
const times: number[] = [];
for (let i = 0; i < 500; i++) {
  const started = performance.now();
  const response = await fetch(`${base}/api/policies/loan/${sample[i % sample.length]}`, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const pct = (p: number) =>
  times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
console.log(
  `GET /api/policies/loan/{id} sequential (500): p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
);

const loaded = await autocannon({
  url: base,
  duration: SECONDS,
  connections: 10,
  headers,
  requests: sample.map((id) => ({ method: 'GET' as const, path: `/api/policies/loan/${id}` })),
});
console.log(
  `GET /api/policies/loan/{id} 10 connections, ${SECONDS} s: ${Math.round(loaded.requests.average)} req/s, p50 ${loaded.latency.p50} ms, p99 ${loaded.latency.p99} ms, non-2xx ${loaded.non2xx}`,
);

await app.close();
await deps.close?.();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

// The server under test for bench.ts, in its own process so the load generator does not share
// its event loop: embedded PostgreSQL in DATA_DIR, migrations, N seeded loans, listen on loopback.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedDemo, vacuumAnalyzeSeeded } from '../src/db/seed/seed-demo';
import { createDeps } from '../src/wiring';
import { seedModules } from '../src/seed-wiring';
import { warmLoanLists } from '../src/modules/loan/index';

const loans = Number(process.env.BENCH_LOANS ?? 10_000);
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: '0',
  SEED_DEMO: 'false',
});
// DATABASE_URL set: a second node on the first one's PostgreSQL (two-nodes.ts).
const database = await openDatabase({
  dataDir: config.dataDir,
  databaseUrl: config.DATABASE_URL,
  poolSize: 20,
});
const stop = async () => {
  await app?.close();
  await deps?.close?.();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

await migrateDatabase(database.db);
const seedStarted = Date.now();
const summary = await seedDemo(database.db, { loans, modules: seedModules });
// As `npm run seed` does: fresh planner statistics and no dead index entries from the seed's updates.
if (loans > 0) await vacuumAnalyzeSeeded(database.db);
const seedMs = Date.now() - seedStarted;
const deps = await createDeps({ config, db: database.db });
const app = await buildApp(deps);
// As main.ts does: the screens' first calls before listening (issue 10, first request after a restart).
await warmLoanLists(database.db, deps.crypto);
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`READY ${JSON.stringify({ address, seedMs, summary, databaseUrl: database.url })}\n`);

// How long the event loop was blocked since the last ask (SIGUSR2): the server's own view of
// "the database work must not block the server".
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
process.on('SIGUSR2', () => {
  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  // Started with --expose-gc (soak.ts): the memory the server retains, measured after a full
  // collection (resident memory alone is a sawtooth of V8's lazy collections).
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const mb = (bytes: number) => Math.round(bytes / 104857.6) / 10;
  process.stdout.write(
    `STATS ${JSON.stringify({
      loop_delay_p99_ms: ms(loop.percentile(99)),
      loop_delay_max_ms: ms(loop.max),
      ...(gc
        ? { heap_after_gc_mb: mb(process.memoryUsage().heapUsed), rss_mb: mb(process.memoryUsage().rss) }
        : {}),
    })}\n`,
  );
  loop.reset();
});

// The server under test for bench.ts, in its own process so the load generator does not share
// its event loop: embedded PostgreSQL in DATA_DIR, migrations, N seeded loans, listen on loopback.
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed/seed-demo';
import { createDeps } from '../src/deps';

const loans = Number(process.env.BENCH_LOANS ?? 10_000);
const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', SEED_DEMO: 'false' });
const database = await openDatabase({ dataDir: config.dataDir, poolSize: 20 });
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
const summary = await seedDemo(database.db, { loans });
const seedMs = Date.now() - seedStarted;
const deps = await createDeps({ config, db: database.db });
const app = await buildApp(deps);
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`READY ${JSON.stringify({ address, seedMs, summary })}\n`);

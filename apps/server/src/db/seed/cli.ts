// `npm run seed -- --loans 10000`: adds N generated loans to the database of DATA_DIR (or
// DATABASE_URL), applying migrations first. A relative DATA_DIR is taken from where npm was run
// (so the root `npm run seed` and `npm start` share ./data). Stop the server first in embedded
// mode: one PostgreSQL cluster cannot be started twice.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { createStorage } from '../../integrations/storage';
import { markDemoSeeded, seedDemo, vacuumAnalyzeSeeded } from './seed-demo';
// This command is a process entry point like main.ts: it wires the modules into the seed.
import { seedModules } from '../../seed-wiring';

const { values } = parseArgs({
  options: { loans: { type: 'string', default: '60' }, seed: { type: 'string' } },
});
const count = Number(values.loans);
if (!Number.isInteger(count) || count < 1 || count > 200_000) {
  console.error('--loans must be a whole number from 1 to 200000');
  process.exit(1);
}

const invokedFrom = process.env.INIT_CWD ?? process.cwd();
const config = loadConfig({
  ...process.env,
  DATA_DIR: path.resolve(invokedFrom, process.env.DATA_DIR ?? './data'),
});
let database;
try {
  database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.DATABASE_URL });
} catch (error) {
  console.error(`Could not open the database in ${config.dataDir} (is the server running? stop it first).`);
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
try {
  await migrateDatabase(database.db);
  const started = Date.now();
  const storage = await createStorage({
    dataDir: config.dataDir,
    s3: config.STORAGE_BUCKET
      ? {
          bucket: config.STORAGE_BUCKET,
          region: config.STORAGE_REGION,
          endpoint: config.STORAGE_ENDPOINT,
          accessKeyId: config.STORAGE_ACCESS_KEY_ID,
          secretAccessKey: config.STORAGE_SECRET_ACCESS_KEY,
          forcePathStyle: config.STORAGE_FORCE_PATH_STYLE,
        }
      : undefined,
  });
  const summary = await seedDemo(database.db, {
    modules: seedModules,
    storage,
    loans: count,
    log: (message) => console.log(`  ${message}`),
    ...(values.seed ? { seed: Number(values.seed) } : {}),
  });
  // The next start must not add the ~60 demo loans on top.
  await markDemoSeeded(database.db, summary);
  const vacuumStarted = Date.now();
  await vacuumAnalyzeSeeded(database.db);
  console.log(`  vacuum analyze: ${Date.now() - vacuumStarted} ms`);
  console.log(
    `Seeded ${summary.loans} loans, ${summary.borrowers} borrowers, ${summary.contacts} contacts, ${summary.activities} activities in ${((Date.now() - started) / 1000).toFixed(1)} s (${config.dataDir})`,
  );
} finally {
  await database.close();
}

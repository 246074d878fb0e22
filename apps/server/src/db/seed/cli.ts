// `npm run seed -- --loans 10000`: adds N generated loans to the database of DATA_DIR (or
// DATABASE_URL), applying migrations first.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { seedDemo } from './seed-demo';

const { values } = parseArgs({ options: { loans: { type: 'string', default: '60' }, seed: { type: 'string' } } });
const count = Number(values.loans);
if (!Number.isInteger(count) || count < 1 || count > 200_000) {
  console.error('--loans must be a whole number from 1 to 200000');
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.DATABASE_URL });
try {
  await migrateDatabase(database.db);
  const started = Date.now();
  const summary = await seedDemo(database.db, { loans: count, log: (message) => console.log(message), ...(values.seed ? { seed: Number(values.seed) } : {}) });
  console.log(
    `Seeded ${summary.loans} loans, ${summary.borrowers} borrowers, ${summary.contacts} contacts, ${summary.activities} activities in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await database.close();
}

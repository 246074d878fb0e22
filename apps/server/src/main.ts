// The server process: configuration, database (embedded or DATABASE_URL), migrations, demo data
// on the first embedded start, then listen. SIGINT/SIGTERM close the app and stop PostgreSQL.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemoOnce } from './db/seed/seed-demo';
import { createDeps } from './deps';
import { keyCoLocationWarning } from './lib/crypto';

const start = async () => {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.DATABASE_URL });
  let stopping = false;
  const cleanUp: Array<() => Promise<void>> = [() => database.close()];
  const stop = async (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    for (const step of cleanUp) {
      try {
        await step();
      } catch (error) {
        console.error(error);
      }
    }
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  try {
    await migrateDatabase(database.db);
    const seed =
      config.SEED_DEMO === undefined || config.SEED_DEMO === ''
        ? config.isEmbeddedDatabase
        : ['true', '1'].includes(config.SEED_DEMO);
    const deps = await createDeps({ config, db: database.db });
    // After the deps: the demo's uploaded files go to the app's own storage.
    if (seed) await seedDemoOnce(database.db, { storage: deps.storage });
    cleanUp.unshift(async () => deps.close?.());
    const app = await buildApp(deps);
    cleanUp.unshift(() => app.close());
    await app.listen({ port: config.PORT, host: config.HOST });
    const keyWarning = keyCoLocationWarning(config);
    if (keyWarning) app.log.warn(keyWarning);
  } catch (error) {
    console.error(error);
    await stop('error', 1);
  }
};

void start();

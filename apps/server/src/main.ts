// The server process: configuration, database (embedded or DATABASE_URL), migrations, demo data
// on the first embedded start, then listen. SIGINT/SIGTERM drain in-flight requests and jobs,
// close the app and stop PostgreSQL (lib/shutdown.ts).
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { EmbeddedPostgresError } from './db/embedded';
import { migrateDatabase } from './db/migrate';
import { seedDemoOnce } from './db/seed/seed-demo';
import { seedModules } from './seed-wiring';
import { startDemoDraw } from './demo-draw';
import { warmLoanLists } from './modules/loan/index';
import { createDeps } from './wiring';
import { guardUnhandledRejections } from './process-guards';
import { keyCoLocationWarning } from './lib/crypto';
import { closeApp, createShutdown, type ShutdownStep } from './lib/shutdown';
import { scheduleBackups } from './ops/backup-schedule';
import { backupDirOf, walArchiveFlags } from './ops/pitr';

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
  let database;
  try {
    database = await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.DATABASE_URL,
      poolSize: config.DATABASE_POOL_SIZE,
      // Point-in-time recovery: every WAL segment archived (ops/pitr.ts).
      postgresFlags:
        config.isEmbeddedDatabase && config.WAL_ARCHIVE === 'on'
          ? await walArchiveFlags(path.join(backupDirOf(config.dataDir, config.BACKUP_DIR), 'wal'))
          : [],
    });
  } catch (error) {
    // The embedded PostgreSQL's own failures say what to do: one message, no stack.
    console.error(error instanceof EmbeddedPostgresError ? error.message : error);
    process.exit(1);
  }
  // Run in this order on a stop; each is added once it exists.
  const steps: { app?: ShutdownStep; demo?: ShutdownStep; jobs?: ShutdownStep; db: ShutdownStep } = {
    db: { name: 'database', run: () => database.close() },
  };
  const stop = createShutdown({
    steps: [
      { name: 'http', run: async () => steps.app?.run() },
      // The demo's files being drawn after listening: stopped before the queue and the database.
      { name: 'demo files', run: async () => steps.demo?.run() },
      { name: 'jobs', run: async () => steps.jobs?.run() },
      { name: 'database', run: () => steps.db.run() },
    ],
    timeoutMs: config.DRAIN_TIMEOUT_SECONDS * 1000,
    log: (message) => console.log(message),
    exit: (code) => process.exit(code),
  });
  let signalled = false;
  const onSignal = (signal: string) => {
    signalled = true;
    void stop(signal);
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  guardUnhandledRejections(console, (code) => process.exit(code));
  try {
    await migrateDatabase(database.db);
    const seed =
      config.SEED_DEMO === undefined || config.SEED_DEMO === ''
        ? config.isEmbeddedDatabase
        : ['true', '1'].includes(config.SEED_DEMO);
    const deps = await createDeps({ config, db: database.db });
    steps.jobs = { name: 'jobs', run: async () => deps.close?.() };
    await scheduleBackups({
      jobs: deps.jobs,
      dataDir: config.dataDir,
      url: database.url,
      embedded: config.isEmbeddedDatabase,
      walArchive: config.WAL_ARCHIVE === 'on',
      backupDir: config.BACKUP_DIR,
      cron: config.BACKUP_CRON,
      retentionDays: config.BACKUP_RETENTION_DAYS,
      log: (message) => console.log(message),
    });
    if (!deps.pdfConverter.isAvailable)
      console.warn(
        'LibreOffice (soffice) not found: generated PDFs use the standard layout (README "LibreOffice").',
      );
    // After the deps: the demo's uploaded files go to the app's own storage. The loans in one
    // transaction before listening; their files are drawn after it (demo-draw.ts, issue 23).
    if (seed)
      await seedDemoOnce(database.db, {
        modules: seedModules,
        storage: deps.storage,
        pdfConverter: deps.pdfConverter,
        filesLater: true,
      });
    const app = await buildApp(deps);
    steps.app = { name: 'http', run: () => closeApp(app) };
    // The screens' first calls, before listening: no request after a restart meets cold caches.
    const warmStarted = Date.now();
    await warmLoanLists(database.db, deps.crypto).then(
      () => app.log.info({ ms: Date.now() - warmStarted }, 'loan lists warmed'),
      (error: unknown) => app.log.warn({ err: error }, 'warming the loan lists failed'),
    );
    await app.listen({ port: config.PORT, host: config.HOST });
    // Loan by loan while the extraction worker reads the first ones; a stop midway goes on next start.
    if (seed) steps.demo = startDemoDraw(database.db, deps, app.log);
    const keyWarning = keyCoLocationWarning(config);
    if (keyWarning) app.log.warn(keyWarning);
  } catch (error) {
    // A stop during the start (the demo seed's transaction, migrations) ends it by closing the
    // database under it: that is the stop, not a failure; the seed rolls back and runs next start.
    if (signalled) {
      console.log('Stopped while starting: the next start goes on from the last committed step.');
      return;
    }
    console.error(error);
    await stop('error', 1);
  }
};

void start();

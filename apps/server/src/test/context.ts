// The server test harness (STYLE.md "Tests"): the real app through app.inject(), on a freshly
// migrated PostgreSQL database of its own, with the three demo identities signed in.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { createDeps } from '../wiring';
import type { AppDeps } from '../deps';
import { createBuiltInIdentity } from '../integrations/identity/built-in';
import { createTestDatabase } from './database';
import { insertDemoUsers, type Role, type TestUser } from './fixtures';

export type TestContext = {
  app: FastifyInstance;
  db: Db;
  deps: AppDeps;
  config: AppConfig;
  users: Record<Role, TestUser>;
  tokens: Record<Role, string>;
  /** Mints a token for any user row (e.g. one created by the test). */
  tokenFor: (user: { id: string; email: string; role: string }) => Promise<string>;
  dataDir: string;
  close: () => Promise<void>;
};

export type TestContextOptions = {
  /** Extra environment for loadConfig (e.g. OIDC_* or SMTP_*). */
  env?: Record<string, string>;
  /** Replace any dependency (e.g. a mail sender that records) after the defaults are built. */
  overrideDeps?: (deps: AppDeps) => AppDeps | Promise<AppDeps>;
};

export const createTestContext = async (options: TestContextOptions = {}): Promise<TestContext> => {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lending-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    SEED_DEMO: 'false',
    // One reader per suite (the default is one per core): suites run side by side.
    EXTRACTION_WORKERS: '1',
    ...options.env,
  });
  const opened = await openDatabase({ dataDir, databaseUrl: database.url, poolSize: 10 });
  const users = await insertDemoUsers(opened.db);
  const built = await createDeps({ config, db: opened.db });
  const deps = options.overrideDeps ? await options.overrideDeps(built) : built;
  const app = await buildApp(deps);
  await app.ready();
  const identity = await createBuiltInIdentity({ db: opened.db, dataDir });
  const tokenFor = (user: { id: string; email: string; role: string }) => identity.issueToken(user);
  const tokens = {
    admin: await tokenFor(users.admin),
    borrower: await tokenFor(users.borrower),
    broker: await tokenFor(users.broker),
  };
  return {
    app,
    db: opened.db,
    deps,
    config,
    users,
    tokens,
    tokenFor,
    dataDir,
    close: async () => {
      await app.close();
      await (deps as { close?: () => Promise<void> }).close?.();
      await opened.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** `Authorization` header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

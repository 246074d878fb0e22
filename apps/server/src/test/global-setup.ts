// Starts one real PostgreSQL for the whole server suite and prepares a migrated template
// database; every test context then gets its own database cloned from the template (fast,
// isolated). TEST_DATABASE_URL points the suite at an external server instead (CI runs the
// suite against Debian's PostgreSQL that way).
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb, startEmbeddedPostgres } from '../db/client';
import { migrateDatabase } from '../db/migrate';

export const TEMPLATE_DATABASE = 'lending_template';

const withDatabaseName = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

const prepareTemplate = async (serverUrl: string): Promise<void> => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({ connectionString: withDatabaseName(serverUrl, TEMPLATE_DATABASE), max: 2 });
  try {
    await migrateDatabase(createDb(pool));
  } finally {
    await pool.end();
  }
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.TEST_DATABASE_URL;
  let stop = async () => undefined as void;
  let serverUrl: string;
  if (external) {
    serverUrl = withDatabaseName(external, 'postgres');
  } else {
    const dir = await mkdtemp(path.join(tmpdir(), 'lending-test-pg-'));
    // As root the server runs as a `postgres` user, which must be able to enter the folder.
    await chmod(dir, 0o755);
    const server = await startEmbeddedPostgres(dir);
    serverUrl = server.url('postgres');
    stop = async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  await prepareTemplate(serverUrl);
  project.provide('pgServerUrl', serverUrl);
  return stop;
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    pgServerUrl: string;
  }
}

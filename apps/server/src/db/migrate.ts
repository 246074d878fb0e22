import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client.js';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies the committed drizzle-kit migrations; safe to run at every start. */
export const migrateDatabase = async (db: Db): Promise<void> => {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
};

import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { serverPath } from '../lib/paths.js';
import type { Db } from './client.js';

const MIGRATIONS_DIR = serverPath('src/db/migrations');

/** Applies the committed drizzle-kit migrations; safe to run at every start. */
export const migrateDatabase = async (db: Db): Promise<void> => {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
};

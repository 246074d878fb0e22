import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { serverPath } from '../lib/paths';
import type { Db } from './client';

const MIGRATIONS_DIR = serverPath('src/db/migrations');

const appliedCount = async (db: Db): Promise<number> => {
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from pg_tables where schemaname = 'drizzle' and tablename = '__drizzle_migrations'`,
  );
  if (!result.rows[0]?.count) return 0;
  const applied = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return applied.rows[0]?.count ?? 0;
};

/**
 * Applies the committed drizzle-kit migrations; safe to run at every start. When an upgrade
 * applied any, the loans table is vacuumed and analysed once: a migration that rewrites it (0019
 * adds a stored column) leaves it without planner statistics or a visibility map, and until
 * autovacuum came by, the lists' index-only scans (search totals, the map) would read the table.
 */
export const migrateDatabase = async (db: Db): Promise<void> => {
  const before = await appliedCount(db);
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  if (before > 0 && (await appliedCount(db)) > before) await db.execute(sql`vacuum (analyze) loans`);
};

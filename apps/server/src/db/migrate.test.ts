// Migrations at start (issue 10): an upgrade that applies a migration leaves the loans table
// vacuumed and analysed, so the lists' index-only scans work at once, not after autovacuum.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { migrateDatabase } from './migrate';
import { createTestDatabase, type TestDatabase } from '../test/database';

describe('migrateDatabase', () => {
  let database: TestDatabase;
  let opened: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    opened = await openDatabase({ dataDir: '', databaseUrl: database.url, poolSize: 2 });
  });
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  const lastVacuum = async () =>
    (
      await opened.db.execute<{ at: string | null }>(
        sql`select coalesce(last_vacuum, last_autovacuum)::text as at from pg_stat_user_tables where relname = 'loans'`,
      )
    ).rows[0]?.at ?? null;

  it('does nothing more when every migration is in, and vacuums loans after an upgrade', async () => {
    await migrateDatabase(opened.db);
    const untouched = await lastVacuum();
    // Undo the newest migration (0019, which rewrites loans), as a database one version behind.
    await opened.db.execute(sql`alter table loans drop column search_name`);
    await opened.db.execute(sql`drop index if exists loans_list_covering_idx`);
    await opened.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    await migrateDatabase(opened.db);
    const columns = await opened.db.execute(
      sql`select 1 from information_schema.columns where table_name = 'loans' and column_name = 'search_name'`,
    );
    expect(columns.rows).toHaveLength(1);
    // Statistics reach pg_stat with a short delay.
    let vacuumed = await lastVacuum();
    for (let i = 0; i < 50 && vacuumed === untouched; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      vacuumed = await lastVacuum();
    }
    expect(vacuumed).not.toBeNull();
    expect(vacuumed).not.toBe(untouched);
  });
});

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
    // A database one version behind: the newest migration's row is taken out, so the next start
    // applies it again. Migrations are written re-runnable (IF NOT EXISTS), so whichever is newest
    // (0019 rewrote loans; later ones add tables) applies cleanly over what it made before.
    const applied = async () =>
      (
        await opened.db.execute<{ n: number }>(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )
      ).rows[0]!.n;
    const all = await applied();
    await opened.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expect(await applied()).toBe(all - 1);
    await migrateDatabase(opened.db);
    expect(await applied()).toBe(all);
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

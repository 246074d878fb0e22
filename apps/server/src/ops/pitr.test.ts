// Point-in-time recovery (issue 24 item 4) on a real embedded PostgreSQL with WAL archiving: a
// base backup, a first write, the time, a second write; the restore to that time finds the first
// and not the second, and a stored file deleted after the backup comes back. A restore that
// cannot reach its target, and one with no base backup early enough, leave the data folder as it
// was; a failed backup leaves no partial archive; pruning keeps every minute of the window.
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { stopPostmaster } from '../test/server-process';
import {
  backupDirOf,
  listBaseBackups,
  pruneBackups,
  restoreToTime,
  takeBaseBackup,
  walArchiveFlags,
} from './pitr';
import { RestoreError } from './restore';
import { BACKUP_JOB, scheduleBackups } from './backup-schedule';
import type { JobQueue } from '../jobs';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) {
    await stopPostmaster(dir).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }
});

const open = async (dataDir: string): Promise<Database> =>
  openDatabase({
    dataDir,
    poolSize: 2,
    postgresFlags: await walArchiveFlags(path.join(backupDirOf(dataDir), 'wal')),
  });

const notes = async (database: Database): Promise<string[]> =>
  (await database.pool.query<{ text: string }>('select text from pitr_notes order by id')).rows.map(
    (r) => r.text,
  );

describe('point-in-time recovery', () => {
  it('restores the database to a minute between two writes, and the files deleted since', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pitr-'));
    await chmod(dataDir, 0o755);
    dirs.push(dataDir);
    const backupDir = backupDirOf(dataDir);
    let database = await open(dataDir);
    await database.pool.query('create table pitr_notes (id serial primary key, text text not null)');
    await mkdir(path.join(dataDir, 'files'), { recursive: true });
    await writeFile(path.join(dataDir, 'files', 'statement.pdf'), 'the first statement');

    await expect(
      takeBaseBackup({ dataDir, url: database.url, backupDir, failBeforeRename: true }),
    ).rejects.toThrow(/injected/);
    expect(await listBaseBackups(backupDir)).toEqual([]);
    expect((await readdir(path.join(backupDir, 'base'))).filter((f) => !f.startsWith('.'))).toEqual([]);

    const base = await takeBaseBackup({ dataDir, url: database.url, backupDir });
    expect((await listBaseBackups(backupDir)).map((b) => b.name)).toEqual([base.name]);
    await database.pool.query(`insert into pitr_notes (text) values ('first')`);
    const { rows } = await database.pool.query<{ at: Date }>('select clock_timestamp() as at');
    const between = rows[0]!.at;
    await database.pool.query(`insert into pitr_notes (text) values ('second')`);
    await rm(path.join(dataDir, 'files', 'statement.pdf'));
    await database.close();

    // Too early (before the base backup ended): refused, nothing changed.
    const early = new Date(new Date(base.started_at).getTime() - 60_000);
    await expect(restoreToTime({ dataDir, backupDir, target: early })).rejects.toThrow(RestoreError);
    expect(existsSync(path.join(dataDir, 'pg.restoring'))).toBe(false);
    database = await open(dataDir);
    expect(await notes(database)).toEqual(['first', 'second']);
    // A running server is refused.
    await expect(restoreToTime({ dataDir, backupDir, target: between })).rejects.toThrow(
      /Stop the server first/,
    );
    await database.close();

    const restored = await restoreToTime({ dataDir, backupDir, target: between });
    expect(restored.base.name).toBe(base.name);
    database = await open(dataDir);
    try {
      expect(await notes(database)).toEqual(['first']);
      // The restored cluster is a live one: it takes writes.
      await database.pool.query(`insert into pitr_notes (text) values ('after the restore')`);
      expect(await notes(database)).toEqual(['first', 'after the restore']);
    } finally {
      await database.close();
    }
    expect(existsSync(path.join(dataDir, 'files', 'statement.pdf'))).toBe(true);
    expect(existsSync(restored.kept)).toBe(true);

    // A time after the last write (nothing later to stop at): every write comes back, across the
    // new timeline the first restore began.
    await restoreToTime({ dataDir, backupDir, target: new Date() });
    database = await open(dataDir);
    try {
      expect(await notes(database)).toEqual(['first', 'after the restore']);
    } finally {
      await database.close();
    }
  }, 300_000);

  it('runs the scheduled backup as a queue job on its cron, and "off" schedules nothing', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pitr-job-'));
    await chmod(dataDir, 0o755);
    dirs.push(dataDir);
    const database = await open(dataDir);
    const handlers = new Map<string, () => Promise<void>>();
    const schedules: string[][] = [];
    const jobs = {
      work: async (
        name: string,
        handler: (data: object, context: { stopping: () => boolean }) => Promise<void>,
      ) => {
        handlers.set(name, () => handler({}, { stopping: () => false }));
      },
      schedule: async (name: string, cron: string) => {
        schedules.push([name, cron]);
      },
    } as unknown as JobQueue;
    const options = { jobs, dataDir, url: database.url, embedded: true, walArchive: true, retentionDays: 7 };
    try {
      await scheduleBackups({ ...options, cron: 'off', log: () => undefined });
      expect(schedules).toEqual([]);
      const logged: string[] = [];
      await scheduleBackups({ ...options, cron: '0 3 * * *', log: (line) => logged.push(line) });
      expect(schedules).toEqual([[BACKUP_JOB, '0 3 * * *']]);
      await handlers.get(BACKUP_JOB)!();
      expect(await listBaseBackups(backupDirOf(dataDir))).toHaveLength(1);
      expect(logged[0]).toMatch(/^Scheduled backup .* written/);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('keeps every backup of the window and the newest one before it, and the WAL from there on', async () => {
    const backupDir = await mkdtemp(path.join(tmpdir(), 'pitr-prune-'));
    dirs.push(backupDir);
    await mkdir(path.join(backupDir, 'base'), { recursive: true });
    await mkdir(path.join(backupDir, 'wal'), { recursive: true });
    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 3)).toISOString();
    for (const [n, wal] of [
      [1, '000000010000000000000010'],
      [2, '000000010000000000000020'],
      [9, '000000010000000000000090'],
    ] as const) {
      const name = `b${n}`;
      await writeFile(path.join(backupDir, 'base', `${name}.tar.gz`), '');
      await writeFile(
        path.join(backupDir, 'base', `${name}.json`),
        JSON.stringify({ name, started_at: day(n), finished_at: day(n), start_wal: wal, stop_wal: wal }),
      );
    }
    for (const segment of [
      '00000001000000000000000F',
      '00000001000000000000001F',
      '000000010000000000000020',
    ])
      await writeFile(path.join(backupDir, 'wal', `${segment}.gz`), '');
    await writeFile(path.join(backupDir, 'wal', '00000002.history.gz'), '');

    const result = await pruneBackups(backupDir, 7, new Date(Date.UTC(2026, 10, 10)));
    expect(result).toEqual({ backupsRemoved: 1, walRemoved: 2 });
    expect((await listBaseBackups(backupDir)).map((b) => b.name)).toEqual(['b2', 'b9']);
    expect((await readdir(path.join(backupDir, 'wal'))).sort()).toEqual([
      '000000010000000000000020.gz',
      '00000002.history.gz',
    ]);
  });
});

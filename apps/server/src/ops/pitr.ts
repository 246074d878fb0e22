// Point-in-time recovery for the embedded PostgreSQL (issue 24 item 4), PostgreSQL's own method
// (docs "Continuous Archiving and Point-in-Time Recovery"):
// - WAL archiving: the cluster runs with archive_mode=on and an archive_command that gzips each
//   finished WAL segment into BACKUP_DIR/wal (written under a .part name, synced, then renamed:
//   a crash never leaves a half segment under its real name; a segment archived twice must be
//   identical).
// - Base backups: the low-level API (pg_backup_start / copy the cluster / pg_backup_stop), with
//   the stored files and keys, packed into BACKUP_DIR/base/<stamp>.tar.gz beside <stamp>.json.
//   Written under .part names and renamed last: a failed backup leaves nothing behind.
// - Restore to a time: the newest base backup that ended before the target is unpacked into
//   DATA_DIR/pg.restoring with recovery.signal and recovery_target_time, the WAL segments not yet
//   archived are copied from the live cluster, and PostgreSQL replays to the target and promotes.
//   Only then is DATA_DIR/pg swapped for it (the old cluster is kept as pg.before-restore-<stamp>):
//   a restore that fails leaves the data folder as it was.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { startCluster } from '../db/embedded';
import { chownToPostgres } from '../db/postgres-user';
import { freePort } from '../db/client';
import { RestoreError } from './restore';

export type BaseBackup = {
  name: string;
  started_at: string;
  finished_at: string;
  start_wal: string;
  stop_wal: string;
};

const WAL_NAME = /^[0-9A-F]{24}$/;
/** What a base backup leaves out of the cluster folder (PostgreSQL docs, "Making a Base Backup"). */
const SKIPPED = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'recovery.signal',
]);
const EMPTIED = [
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
];

export const backupDirOf = (dataDir: string, configured?: string): string =>
  configured ? path.resolve(configured) : path.join(dataDir, 'backups');

const quoted = (dir: string): string => {
  if (/['\n]/.test(dir))
    throw new RestoreError(`The backup folder may not contain a quote or a new line: ${dir}`);
  return `'${dir}'`;
};

/** postgres flags that archive every finished WAL segment into `walDir` (created, owned by PostgreSQL). */
export const walArchiveFlags = async (walDir: string): Promise<string[]> => {
  // As root PostgreSQL runs as `postgres`: it must pass through the backup folder (0711, its
  // base backups stay private: they hold the keys) and own the WAL folder.
  await mkdir(path.dirname(walDir), { recursive: true });
  await chmod(path.dirname(walDir), 0o711);
  await mkdir(walDir, { recursive: true, mode: 0o700 });
  await chownToPostgres(walDir, { recursive: false });
  const target = `${quoted(walDir)}/%f.gz`;
  const archive =
    `if [ -f ${target} ]; then gzip -dc ${target} | cmp -s - %p; ` +
    `else gzip -c %p > ${target}.part && sync ${target}.part && mv ${target}.part ${target}; fi`;
  // A busy server fills segments itself; an idle one switches at least every 5 minutes, and a
  // restore also replays the live cluster's unarchived segments.
  return ['-c', 'archive_mode=on', '-c', `archive_command=${archive}`, '-c', 'archive_timeout=300'];
};

const run = (command: string, args: string[]): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${errors.trim()}`)),
    );
  });

const copyCluster = async (clusterDir: string, to: string): Promise<void> => {
  await cp(clusterDir, to, {
    recursive: true,
    // A file PostgreSQL removes while we copy is simply not needed: the WAL replay recreates it.
    errorOnExist: false,
    filter: (source) => {
      const relative = path.relative(clusterDir, source);
      if (SKIPPED.has(relative)) return false;
      const [top, ...rest] = relative.split(path.sep);
      return !(rest.length > 0 && EMPTIED.includes(top!)) && !path.basename(source).startsWith('pgsql_tmp');
    },
  });
  for (const dir of EMPTIED) await mkdir(path.join(to, dir), { recursive: true });
  await mkdir(path.join(to, 'pg_wal', 'archive_status'), { recursive: true });
};

export type BaseBackupOptions = {
  dataDir: string;
  url: string;
  backupDir: string;
  /** Tests: fail after the copy, before the archive is in place. */
  failBeforeRename?: boolean;
};

/** A base backup of the running embedded cluster, with the stored files and the keys. */
export const takeBaseBackup = async ({ dataDir, url, backupDir, failBeforeRename }: BaseBackupOptions) => {
  const baseDir = path.join(backupDir, 'base');
  await mkdir(baseDir, { recursive: true, mode: 0o700 });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const name = new Date().toISOString().replace(/[:.]/g, '-');
  const staging = path.join(baseDir, `${name}.staging`);
  const archive = path.join(baseDir, `${name}.tar.gz`);
  try {
    const { rows: started } = await client.query<{ at: string; wal: string }>(
      `select clock_timestamp()::text as at, pg_walfile_name(pg_backup_start($1, true)) as wal`,
      [`lending ${name}`],
    );
    await copyCluster(path.join(dataDir, 'pg'), path.join(staging, 'pgdata'));
    const { rows: stopped } = await client.query<{
      labelfile: string;
      spcmapfile: string;
      wal: string;
      at: string;
    }>(
      `select labelfile, spcmapfile, pg_walfile_name(lsn) as wal, clock_timestamp()::text as at from pg_backup_stop(true)`,
    );
    await writeFile(path.join(staging, 'pgdata', 'backup_label'), stopped[0]!.labelfile);
    if (stopped[0]!.spcmapfile)
      await writeFile(path.join(staging, 'pgdata', 'tablespace_map'), stopped[0]!.spcmapfile);
    for (const folder of ['files', 'keys']) {
      if (existsSync(path.join(dataDir, folder)))
        await cp(path.join(dataDir, folder), path.join(staging, folder), { recursive: true });
    }
    const record: BaseBackup = {
      name,
      started_at: new Date(started[0]!.at).toISOString(),
      finished_at: new Date(stopped[0]!.at).toISOString(),
      start_wal: started[0]!.wal,
      stop_wal: stopped[0]!.wal,
    };
    await run('tar', ['-czf', `${archive}.part`, '-C', staging, '.']);
    if (failBeforeRename) throw new Error('injected failure before the backup was put in place');
    await rename(`${archive}.part`, archive);
    await writeFile(path.join(baseDir, `${name}.json`), `${JSON.stringify(record, null, 2)}\n`);
    return record;
  } catch (error) {
    await rm(`${archive}.part`, { force: true });
    await rm(archive, { force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await client.end(); // ends a backup left started (non-exclusive backups end with their session)
  }
};

/** The complete base backups, oldest first. */
export const listBaseBackups = async (backupDir: string): Promise<BaseBackup[]> => {
  const baseDir = path.join(backupDir, 'base');
  if (!existsSync(baseDir)) return [];
  const names = (await readdir(baseDir)).filter((file) => file.endsWith('.json'));
  const records: BaseBackup[] = [];
  for (const file of names) {
    const record = JSON.parse(await readFile(path.join(baseDir, file), 'utf8')) as BaseBackup;
    if (existsSync(path.join(baseDir, `${record.name}.tar.gz`))) records.push(record);
  }
  return records.sort((a, b) => a.finished_at.localeCompare(b.finished_at));
};

/**
 * Keeps every base backup of the last `retentionDays` plus the newest one before them (so every
 * minute of the window stays restorable), and the WAL segments from that oldest kept backup on.
 */
export const pruneBackups = async (backupDir: string, retentionDays: number, now = new Date()) => {
  const backups = await listBaseBackups(backupDir);
  const windowStart = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  const before = backups.filter((backup) => backup.finished_at < windowStart);
  const drop = before.slice(0, -1);
  for (const backup of drop) {
    await rm(path.join(backupDir, 'base', `${backup.name}.json`), { force: true });
    await rm(path.join(backupDir, 'base', `${backup.name}.tar.gz`), { force: true });
  }
  const oldestKept = backups[drop.length];
  let walRemoved = 0;
  const walDir = path.join(backupDir, 'wal');
  if (oldestKept && existsSync(walDir)) {
    for (const file of await readdir(walDir)) {
      const segment = file.replace(/\.gz$/, '');
      // Same timeline and older than the oldest backup's first segment (history files stay).
      if (WAL_NAME.test(segment) && segment < oldestKept.start_wal) {
        await rm(path.join(walDir, file), { force: true });
        walRemoved += 1;
      }
    }
  }
  return { backupsRemoved: drop.length, walRemoved };
};

const serverRunning = async (clusterDir: string): Promise<boolean> => {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Copies what `from` has and `to` lacks (files deleted since the backup come back). */
const addMissing = async (from: string, to: string): Promise<void> => {
  if (!existsSync(from)) return;
  await cp(from, to, { recursive: true, force: false, errorOnExist: false });
};

export type RestoreToTimeOptions = {
  dataDir: string;
  backupDir: string;
  target: Date;
  log?: (message: string) => void;
};

/** Restores the database (and the stored files) of DATA_DIR as they were at `target`. Server stopped. */
export const restoreToTime = async ({
  dataDir,
  backupDir,
  target,
  log = () => undefined,
}: RestoreToTimeOptions) => {
  const clusterDir = path.join(dataDir, 'pg');
  if (Number.isNaN(target.getTime())) throw new RestoreError('The time to restore to is not a valid date.');
  if (target.getTime() > Date.now()) throw new RestoreError('The time to restore to is in the future.');
  if (await serverRunning(clusterDir))
    throw new RestoreError('Stop the server first: a restore replaces its database.');
  const candidates = (await listBaseBackups(backupDir)).filter((b) => b.finished_at <= target.toISOString());
  const base = candidates.at(-1);
  if (!base) {
    const oldest = (await listBaseBackups(backupDir))[0];
    throw new RestoreError(
      oldest
        ? `No base backup ended before ${target.toISOString()}: the oldest ended at ${oldest.finished_at}.`
        : `No base backup in ${path.join(backupDir, 'base')}: take one first (npm run backup -- --base).`,
    );
  }
  const work = path.join(dataDir, 'pg.restoring');
  const unpacked = path.join(dataDir, 'restore.unpacked');
  const walDir = path.join(backupDir, 'wal');
  const password = (await readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
  /** Unpacks the base backup into pg.restoring and replays WAL to the target (or, null, to its end). */
  const replay = async (to: Date | null) => {
    await rm(work, { recursive: true, force: true });
    await rm(unpacked, { recursive: true, force: true });
    await mkdir(unpacked, { recursive: true });
    await run('tar', ['-xzf', path.join(backupDir, 'base', `${base.name}.tar.gz`), '-C', unpacked]);
    await rename(path.join(unpacked, 'pgdata'), work);
    // The live cluster's segments not archived yet (PostgreSQL prefers the archive's copy).
    const liveWal = path.join(clusterDir, 'pg_wal');
    if (existsSync(liveWal)) {
      for (const file of await readdir(liveWal)) {
        if (WAL_NAME.test(file) || file.endsWith('.history'))
          await cp(path.join(liveWal, file), path.join(work, 'pg_wal', file));
      }
    }
    const source = `${quoted(walDir)}/%f.gz`.replace(/'/g, "''");
    await writeFile(path.join(work, 'recovery.signal'), '');
    const settings = [`restore_command = 'test -f ${source} && gzip -dc ${source} > %p'`];
    if (to)
      settings.push(
        `recovery_target_time = '${to.toISOString().replace('T', ' ').replace('Z', '+00')}'`,
        `recovery_target_action = 'promote'`,
      );
    await writeFile(path.join(work, 'postgresql.auto.conf'), `\n${settings.join('\n')}\n`, { flag: 'a' });
    await chownToPostgres(work, { recursive: true });
    const cluster = await startCluster({
      dataDir,
      clusterDir: work,
      user: 'postgres',
      password,
      port: await freePort(),
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        // The replay needs at least the settings the server had (client.ts), no reader meanwhile.
        '-c',
        'max_connections=200',
        '-c',
        'hot_standby=off',
        ...(await walArchiveFlags(walDir)),
      ],
      log: () => undefined,
    });
    await cluster.stop();
  };
  try {
    log(`Replaying from the base backup of ${base.finished_at} to ${target.toISOString()}`);
    await replay(target).catch(async (error: Error) => {
      // PostgreSQL stops at the first commit after the target; when the WAL ends before one
      // (nothing was written after the target), every archived write is before it: replay it all.
      if (!/recovery ended before configured recovery target was reached/.test(error.message)) throw error;
      log('Nothing was written after that time: replaying every archived write');
      await replay(null);
    });
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    await rm(unpacked, { recursive: true, force: true });
    throw error instanceof RestoreError
      ? error
      : new RestoreError(
          `The restore failed and the data folder was left as it was: ${(error as Error).message}`,
        );
  }
  const kept = path.join(dataDir, `pg.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  await rename(clusterDir, kept);
  await rename(work, clusterDir);
  await addMissing(path.join(unpacked, 'files'), path.join(dataDir, 'files'));
  await addMissing(path.join(unpacked, 'keys'), path.join(dataDir, 'keys'));
  await rm(unpacked, { recursive: true, force: true });
  return { base, kept };
};

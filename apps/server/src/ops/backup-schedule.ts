// Scheduled backups (issue 24 item 4): a pg-boss cron job (one run per slot however many nodes
// schedule it). With the embedded PostgreSQL: a base backup for point-in-time recovery (WAL is
// archived continuously, ops/pitr.ts), then pruning to BACKUP_RETENTION_DAYS. With DATABASE_URL:
// the portable backup archive (ops/backup.ts) into BACKUP_DIR, pruned the same way; point-in-time
// recovery of an external server is its own (README "Backups").
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { JobQueue } from '../jobs';
import { backup } from './backup';
import { backupDirOf, pruneBackups, takeBaseBackup } from './pitr';

export const BACKUP_JOB = 'ops.scheduled-backup';

export type BackupScheduleOptions = {
  jobs: JobQueue;
  dataDir: string;
  /** The database's connection string (the embedded cluster's or DATABASE_URL). */
  url: string;
  embedded: boolean;
  walArchive: boolean;
  backupDir?: string;
  cron: string;
  retentionDays: number;
  log: (message: string) => void;
};

const pruneArchives = async (dir: string, retentionDays: number, now: Date) => {
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.tar.gz'))
    .sort();
  const cutoff = now.getTime() - retentionDays * 86_400_000;
  // The newest archive always stays, however old.
  for (const file of files.slice(0, -1)) {
    if ((await stat(path.join(dir, file))).mtimeMs < cutoff) await rm(path.join(dir, file), { force: true });
  }
};

/** Registers the job and its schedule; a BACKUP_CRON of "off" schedules nothing. */
export const scheduleBackups = async (options: BackupScheduleOptions): Promise<void> => {
  if (options.cron === 'off') return;
  const backupDir = backupDirOf(options.dataDir, options.backupDir);
  await options.jobs.work(BACKUP_JOB, async () => {
    const now = new Date();
    if (options.embedded && options.walArchive) {
      const base = await takeBaseBackup({ dataDir: options.dataDir, url: options.url, backupDir });
      const pruned = await pruneBackups(backupDir, options.retentionDays, now);
      options.log(
        `Scheduled backup ${base.name} written; ${pruned.backupsRemoved} older base backups and ${pruned.walRemoved} WAL segments pruned`,
      );
    } else {
      const dir = path.join(backupDir, 'archives');
      const out = path.join(dir, `lending-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`);
      await backup({ dataDir: options.dataDir, databaseUrl: options.url, out });
      await pruneArchives(dir, options.retentionDays, now);
      options.log(`Scheduled backup written to ${out}`);
    }
  });
  await options.jobs.schedule(BACKUP_JOB, options.cron);
};

// Operations commands (README "Backups, crashes and running as root"): `npm run backup [-- --out <file>]`,
// `npm run restore -- <file>` (into an empty DATA_DIR), `npm run backup -- --base` and
// `npm run restore -- --to <time>` (point-in-time, ops/pitr.ts) and `npm run rotate-ssn-key` (server stopped).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from '../config';
import { openDatabase } from '../db/client';
import { decodeKey, loadEncryptionKey } from '../lib/crypto';
import { rotateEncryptionKey } from './rotate-key';
import { backup, connectTo } from './backup';
import { backupDirOf, restoreToTime, takeBaseBackup, walArchiveFlags } from './pitr';
import { restore, RestoreError } from './restore';
import { EmbeddedPostgresError } from '../db/embedded';
import { s3ObjectStore } from './object-store';

const [command, ...args] = process.argv.slice(2);

/**
 * `npm run rotate-ssn-key` with the server stopped. With SSN_ENCRYPTION_KEY set, the new key comes
 * from NEW_SSN_ENCRYPTION_KEY and you then put it in your secret store; with the key in
 * DATA_DIR/keys a new one is generated and replaces it (encryption.key.next until the commit).
 */
const rotateKeyCommand = async (config: AppConfig) => {
  const pidFile = path.join(config.dataDir, 'pg', 'postmaster.pid');
  if (config.isEmbeddedDatabase && existsSync(pidFile)) {
    const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
    let running = true;
    try {
      process.kill(pid, 0);
    } catch (error) {
      running = (error as NodeJS.ErrnoException).code === 'EPERM';
    }
    if (running) throw new RestoreError('Stop the server first: it would keep writing with the old key.');
  }
  const oldKey = loadEncryptionKey({ configuredKey: config.SSN_ENCRYPTION_KEY, dataDir: config.dataDir });
  const configured = Boolean(config.SSN_ENCRYPTION_KEY);
  if (configured && !process.env.NEW_SSN_ENCRYPTION_KEY)
    throw new RestoreError(
      'SSN_ENCRYPTION_KEY is set: pass the new key as NEW_SSN_ENCRYPTION_KEY (base64 of 32 bytes, e.g. openssl rand -base64 32).',
    );
  const newKey = configured ? decodeKey(process.env.NEW_SSN_ENCRYPTION_KEY!) : randomBytes(32);
  const keyFile = path.join(config.dataDir, 'keys', 'encryption.key');
  if (!configured) await writeFile(`${keyFile}.next`, newKey.toString('base64'), { mode: 0o600 });
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.DATABASE_URL,
    poolSize: 2,
  });
  try {
    const result = await rotateEncryptionKey({ db: database.db, dataDir: config.dataDir, oldKey, newKey });
    // The database now needs the new key: put it in place (if this step is interrupted, rename
    // keys/encryption.key.next to encryption.key by hand).
    if (!configured) await rename(`${keyFile}.next`, keyFile);
    console.log(
      `Re-encrypted ${result.ssns} SSNs, ${result.bankTokens} bank tokens and ${result.signingKeys} signing keys.` +
        (configured
          ? ' Now set SSN_ENCRYPTION_KEY to the new key (NEW_SSN_ENCRYPTION_KEY) and start the server.'
          : ''),
    );
  } catch (error) {
    if (!configured) await rm(`${keyFile}.next`, { force: true });
    throw error;
  } finally {
    await database.close();
  }
};

/** `npm run backup -- --base`: a base backup now (the server running or not). */
const baseBackupCommand = async (config: AppConfig) => {
  if (!config.isEmbeddedDatabase || config.WAL_ARCHIVE !== 'on')
    throw new RestoreError(
      'A base backup needs the embedded PostgreSQL with WAL_ARCHIVE=on; with DATABASE_URL use npm run backup.',
    );
  const backupDir = backupDirOf(config.dataDir, config.BACKUP_DIR);
  const running = existsSync(path.join(config.dataDir, 'pg', 'postmaster.pid'));
  // The running server's cluster, or one started for the backup with WAL archiving on.
  const connection = running
    ? await connectTo(config.dataDir)
    : await openDatabase({
        dataDir: config.dataDir,
        poolSize: 1,
        postgresFlags: await walArchiveFlags(path.join(backupDir, 'wal')),
      }).then((database) => ({ url: database.url, close: database.close }));
  try {
    const base = await takeBaseBackup({ dataDir: config.dataDir, url: connection.url, backupDir });
    console.log(
      `Base backup ${base.name} written to ${path.join(backupDir, 'base')} (ended ${base.finished_at}).`,
    );
  } finally {
    await connection.close();
  }
};

/** With S3 storage, the bucket a backup reads its objects from and a restore writes them to. */
const objectStoreOf = (config: AppConfig) =>
  config.STORAGE_BUCKET
    ? s3ObjectStore({
        bucket: config.STORAGE_BUCKET,
        region: config.STORAGE_REGION,
        endpoint: config.STORAGE_ENDPOINT,
        accessKeyId: config.STORAGE_ACCESS_KEY_ID,
        secretAccessKey: config.STORAGE_SECRET_ACCESS_KEY,
        forcePathStyle: config.STORAGE_FORCE_PATH_STYLE,
      })
    : undefined;

const main = async () => {
  const config = loadConfig();
  if (command === 'backup' && args.includes('--base')) {
    await baseBackupCommand(config);
  } else if (command === 'restore' && args[0] === '--to' && args[1]) {
    const backupDir = backupDirOf(config.dataDir, config.BACKUP_DIR);
    if (!config.isEmbeddedDatabase)
      throw new RestoreError(
        'Point-in-time restore is for the embedded PostgreSQL: restore an external server with its own tools (README "Backups").',
      );
    const { base, kept } = await restoreToTime({
      dataDir: config.dataDir,
      backupDir,
      target: new Date(args[1]),
      log: (message) => console.log(message),
    });
    console.log(
      `Restored ${config.dataDir} to ${new Date(args[1]).toISOString()} from the base backup of ${base.finished_at} and the archived WAL. The database as it was before the restore is kept in ${kept}: delete it once you are satisfied.`,
    );
  } else if (command === 'backup') {
    const outIndex = args.indexOf('--out');
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const out = path.resolve(outIndex >= 0 ? args[outIndex + 1]! : `backups/lending-${stamp}.tar.gz`);
    const manifest = await backup({
      dataDir: config.dataDir,
      databaseUrl: config.DATABASE_URL,
      out,
      objects: objectStoreOf(config),
    });
    const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
    console.log(
      `Backup written to ${out}: ${Object.keys(manifest.tables).length} tables, ${rows} rows, ${Object.keys(manifest.files).length + Object.keys(manifest.objects ?? {}).length} files, ${manifest.tables['pgboss.job'] ?? 0} jobs. It holds the encryption keys: keep it as secret as they are.`,
    );
  } else if (command === 'restore' && args[0]) {
    const manifest = await restore({
      dataDir: config.dataDir,
      databaseUrl: config.DATABASE_URL,
      archive: path.resolve(args[0]),
      objects: objectStoreOf(config),
    });
    console.log(
      `Restored the backup of ${manifest.created_at} into ${config.dataDir}: ${Object.keys(manifest.tables).length} tables, ${Object.keys(manifest.files).length + Object.keys(manifest.objects ?? {}).length} files, ${manifest.tables['pgboss.job'] ?? 0} jobs.`,
    );
  } else if (command === 'rotate-ssn-key') {
    await rotateKeyCommand(config);
  } else {
    console.error(
      'Usage: npm run backup [-- --out <file.tar.gz> | --base] | npm run restore -- <file.tar.gz> | npm run restore -- --to <time> | npm run rotate-ssn-key',
    );
    process.exit(2);
  }
};

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError || error instanceof RestoreError || error instanceof EmbeddedPostgresError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});

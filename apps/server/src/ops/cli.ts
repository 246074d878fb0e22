// Operations commands (README "Backups, crashes and running as root"): `npm run backup [-- --out <file>]`,
// `npm run restore -- <file>` (into an empty DATA_DIR) and `npm run rotate-ssn-key` (server stopped).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from '../config';
import { openDatabase } from '../db/client';
import { decodeKey, loadEncryptionKey } from '../lib/crypto';
import { rotateEncryptionKey } from './rotate-key';
import { backup } from './backup';
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
  if (command === 'backup') {
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
      'Usage: npm run backup [-- --out <file.tar.gz>] | npm run restore -- <file.tar.gz> | npm run rotate-ssn-key',
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

// Backups (issue 13 suite 8): `npm run backup` writes one .tar.gz holding
//   manifest.json          when, the migration level, row counts, file hashes
//   db/<schema>.<table>.jsonl   every row of the app's tables, read in ONE repeatable-read
//                          snapshot (consistent across tables), plus sequence values
//   files/...              the stored files (local storage), read after the snapshot: files
//                          are written before their rows and never changed, so every row in the
//                          snapshot finds its file
//   storage-listing.json   with S3 storage: the bucket's keys, sizes and ETags instead
//   keys/...               DATA_DIR/keys (master, SSN and signing keys): keep the archive as
//                          secret as the keys themselves
// The rows are JSON, not a pg_dump: no client binary of the server's exact version is needed, so
// it works the same with the embedded PostgreSQL and with DATABASE_URL. `npm run restore` loads
// it into an EMPTY DATA_DIR (or an empty DATABASE_URL database) of the same schema version.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import * as archiverModule from 'archiver';
import pg from 'pg';
import { extract } from 'tar-stream';
import { createDb, ensureDatabase, startEmbeddedPostgres } from '../db/client';
import { migrateDatabase } from '../db/migrate';

// archiver 7 exports a factory function (CommonJS); the installed types describe archiver 8's classes.
type ArchiverFactory = (format: 'tar', options?: archiverModule.ArchiverOptions) => archiverModule.Archiver;
const archiver: ArchiverFactory =
  (archiverModule as unknown as { default?: ArchiverFactory }).default ??
  (archiverModule as unknown as ArchiverFactory);

const BACKUP_FORMAT = 1;
/** The schemas the app owns (its tables and drizzle's migration journal). */
const SCHEMAS = ['public', 'drizzle'];

export type Manifest = {
  format: number;
  created_at: string;
  migrations: number;
  tables: Record<string, number>;
  sequences: Record<string, { last_value: number; is_called: boolean }>;
  files: Record<string, string>; // path under files/ -> sha256
  storage: 'local' | 's3';
};

type Connection = { url: string; close: () => Promise<void> };

/** The app's database: DATABASE_URL, the running embedded cluster of DATA_DIR, or one started for the job. */
export const connectTo = async (dataDir: string, databaseUrl?: string): Promise<Connection> => {
  if (databaseUrl) return { url: databaseUrl, close: async () => undefined };
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (existsSync(pidFile)) {
    const lines = (await readFile(pidFile, 'utf8')).split('\n');
    const pid = Number(lines[0]);
    let running = false;
    try {
      process.kill(pid, 0);
      running = true;
    } catch (error) {
      running = (error as NodeJS.ErrnoException).code === 'EPERM';
    }
    if (running) {
      const password = (await readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
      const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${lines[3]!.trim()}/lending`;
      return { url, close: async () => undefined };
    }
  }
  const embedded = await startEmbeddedPostgres(dataDir);
  await ensureDatabase(embedded.url('postgres'), 'lending');
  return { url: embedded.url('lending'), close: embedded.stop };
};

const quoted = (schema: string, table: string) =>
  `${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(table)}`;

const listTables = async (client: pg.ClientBase): Promise<{ schema: string; table: string }[]> =>
  (
    await client.query<{ schema: string; table: string }>(
      `select table_schema as schema, table_name as table from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema = any($1) order by 1, 2`,
      [SCHEMAS],
    )
  ).rows;

const listSequences = async (client: pg.ClientBase): Promise<{ schema: string; name: string }[]> =>
  (
    await client.query<{ schema: string; name: string }>(
      `select sequence_schema as schema, sequence_name as name from information_schema.sequences
        where sequence_schema = any($1) order by 1, 2`,
      [SCHEMAS],
    )
  ).rows;

const filesIn = async (root: string): Promise<string[]> => {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !/\.[0-9a-f]{12}\.part$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
};

export const hashFile = async (file: string): Promise<string> => {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
};

export type BackupOptions = {
  dataDir: string;
  databaseUrl?: string;
  out: string;
  /** With S3 storage: the listing to record instead of the files. */
  listStorage?: () => Promise<{ key: string; size: number; etag?: string }[]>;
};

/** Writes the archive; returns its manifest. */
export const backup = async ({
  dataDir,
  databaseUrl,
  out,
  listStorage,
}: BackupOptions): Promise<Manifest> => {
  const connection = await connectTo(dataDir, databaseUrl);
  const client = new pg.Client({ connectionString: connection.url });
  await client.connect();
  await mkdir(path.dirname(path.resolve(out)), { recursive: true });
  const archive = archiver('tar', { gzip: true });
  const written = pipeline(archive, createWriteStream(out, { mode: 0o600 }));
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    created_at: new Date().toISOString(),
    migrations: 0,
    tables: {},
    sequences: {},
    files: {},
    storage: listStorage ? 's3' : 'local',
  };
  try {
    await client.query('begin isolation level repeatable read read only');
    for (const { schema, table } of await listTables(client)) {
      const rows = await client.query<{ row: string }>(
        `select row_to_json(t)::text as row from ${quoted(schema, table)} t`,
      );
      manifest.tables[`${schema}.${table}`] = rows.rowCount ?? 0;
      archive.append(rows.rows.map((r) => r.row).join('\n'), { name: `db/${schema}.${table}.jsonl` });
    }
    for (const { schema, name } of await listSequences(client)) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `select last_value, is_called from ${quoted(schema, name)}`,
      );
      manifest.sequences[`${schema}.${name}`] = {
        last_value: Number(rows[0]!.last_value),
        is_called: rows[0]!.is_called,
      };
    }
    manifest.migrations = manifest.tables['drizzle.__drizzle_migrations'] ?? 0;
    await client.query('commit');
  } finally {
    await client.end();
    await connection.close();
  }
  // After the snapshot: every row's file was written before the row.
  if (listStorage) {
    archive.append(JSON.stringify(await listStorage(), null, 2), { name: 'storage-listing.json' });
  } else {
    const root = path.join(dataDir, 'files');
    for (const file of await filesIn(root)) {
      manifest.files[file] = await hashFile(path.join(root, file));
      archive.file(path.join(root, file), { name: `files/${file}` });
    }
  }
  const keys = path.join(dataDir, 'keys');
  for (const file of await filesIn(keys)) archive.file(path.join(keys, file), { name: `keys/${file}` });
  archive.append(JSON.stringify(manifest, null, 2), { name: 'manifest.json' });
  await archive.finalize();
  await written;
  return manifest;
};

export class RestoreError extends Error {
  override name = 'RestoreError';
}

/** Reads every entry of the archive into memory-light handlers. */
const readArchive = async (
  file: string,
  onEntry: (name: string, body: Buffer) => Promise<void>,
): Promise<void> => {
  const extractor = extract();
  const done = pipeline(createReadStream(file), createGunzip(), extractor);
  for await (const entry of extractor) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    if (entry.header.type === 'file') await onEntry(entry.header.name, Buffer.concat(chunks));
  }
  await done;
};

const isEmptyDir = async (dir: string): Promise<boolean> =>
  !existsSync(dir) || (await readdir(dir)).length === 0;

export type RestoreOptions = { dataDir: string; databaseUrl?: string; archive: string };

/** Restores an archive into an empty DATA_DIR (and empty database). Returns the manifest. */
export const restore = async ({ dataDir, databaseUrl, archive }: RestoreOptions): Promise<Manifest> => {
  if (!(await isEmptyDir(dataDir)))
    throw new RestoreError(`DATA_DIR ${dataDir} is not empty: restore into an empty folder.`);
  const staged = new Map<string, Buffer>();
  let manifest: Manifest | undefined;
  await mkdir(dataDir, { recursive: true });
  await readArchive(archive, async (name, body) => {
    if (name === 'manifest.json') manifest = JSON.parse(body.toString('utf8')) as Manifest;
    else if (name.startsWith('files/') || name.startsWith('keys/')) {
      if (name.split('/').some((part) => part === '..' || part === ''))
        throw new RestoreError(`Unsafe path in the archive: ${name}`);
      const target = path.join(dataDir, ...name.split('/'));
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await writeFile(target, body, { mode: name.startsWith('keys/') ? 0o600 : 0o644 });
    } else if (name.startsWith('db/')) staged.set(name.slice(3, -'.jsonl'.length), body);
  });
  if (!manifest || manifest.format !== BACKUP_FORMAT)
    throw new RestoreError(
      `${archive} is not a backup of this app (no manifest of format ${BACKUP_FORMAT}).`,
    );
  for (const [file, hash] of Object.entries(manifest.files)) {
    if ((await hashFile(path.join(dataDir, 'files', ...file.split('/')))) !== hash)
      throw new RestoreError(`The archive's copy of ${file} does not match its recorded hash.`);
  }

  const connection = await connectTo(dataDir, databaseUrl);
  const pool = new pg.Pool({ connectionString: connection.url, max: 2 });
  pool.on('error', () => undefined); // an idle client dropped when the server stops
  try {
    await migrateDatabase(createDb(pool));
    const client = await pool.connect();
    try {
      const migrations = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      if (migrations.rows[0].n !== manifest.migrations)
        throw new RestoreError(
          `The backup is of schema version ${manifest.migrations}, this code is at ${migrations.rows[0].n}: restore with the app version that made it.`,
        );
      const tables = (await listTables(client)).filter((t) => t.schema === 'public');
      const used = await client.query(
        'select exists (select 1 from users) or exists (select 1 from loans) as used',
      );
      if (used.rows[0].used)
        throw new RestoreError(
          'The database is not empty (it has users or loans): restore into an empty one.',
        );
      await client.query('begin');
      // Rows go in table by table; foreign keys are checked by the snapshot that made them.
      await client.query('set local session_replication_role = replica');
      for (const { schema, table } of tables) {
        // Reference rows the migrations inserted are replaced by the backup's.
        await client.query(`delete from ${quoted(schema, table)}`);
        const body = staged.get(`${schema}.${table}`);
        if (!body || body.length === 0) continue;
        const columns = (
          await client.query<{ name: string }>(
            `select column_name as name from information_schema.columns
              where table_schema = $1 and table_name = $2 and is_generated = 'NEVER' order by ordinal_position`,
            [schema, table],
          )
        ).rows.map((c) => pg.escapeIdentifier(c.name));
        const lines = body.toString('utf8').split('\n');
        for (let i = 0; i < lines.length; i += 500) {
          await client.query(
            `insert into ${quoted(schema, table)} (${columns.join(', ')}) overriding system value
             select ${columns.join(', ')} from json_populate_recordset(null::${quoted(schema, table)}, $1::json)`,
            [`[${lines.slice(i, i + 500).join(',')}]`],
          );
        }
      }
      for (const [name, value] of Object.entries(manifest.sequences)) {
        const [schema, sequence] = name.split('.') as [string, string];
        if (schema !== 'public') continue;
        await client.query(`select setval($1, $2, $3)`, [
          quoted(schema, sequence),
          value.last_value,
          value.is_called,
        ]);
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
    await connection.close();
  }
  return manifest;
};

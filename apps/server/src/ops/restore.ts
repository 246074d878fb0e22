// `npm run restore` (issue 13 suite 8): an archive of backup.ts back into an EMPTY DATA_DIR (or
// an empty DATABASE_URL database) and, with S3 storage, an EMPTY bucket, with the app version that
// made it. Files, keys and objects are streamed to their places as the archive is read (one chunk
// in memory) and checked against the manifest's SHA-256; the rows go in inside one transaction;
// the job queue's rows go into the tables the installed pg-boss creates (backup-queue.ts).
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { extract } from 'tar-stream';
import { createDb } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import {
  BACKUP_FORMAT,
  connectTo,
  hashFile,
  hashing,
  listTables,
  quoted,
  type Manifest,
  type ObjectEntry,
} from './backup';
import { createQueueSchema, restoreQueue } from './backup-queue';
import type { ObjectStore } from './object-store';

/** Format 1 (no queue, S3 listing only) still restores: its tables and files. */
const READABLE_FORMATS = [1, BACKUP_FORMAT];

export class RestoreError extends Error {
  override name = 'RestoreError';
}

const readAll = async (entry: AsyncIterable<Buffer>): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of entry) chunks.push(chunk);
  return Buffer.concat(chunks);
};

/** Hands each file entry of the archive, as a stream, to onEntry (which reads it to its end). */
const readArchive = async (
  file: string,
  onEntry: (name: string, size: number, entry: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> => {
  const extractor = extract();
  const done = pipeline(createReadStream(file), createGunzip(), extractor);
  for await (const entry of extractor) {
    if (entry.header.type === 'file')
      await onEntry(entry.header.name, entry.header.size ?? 0, entry as AsyncIterable<Buffer>);
    else entry.resume();
  }
  await done;
};

const isEmptyDir = async (dir: string): Promise<boolean> =>
  !existsSync(dir) || (await readdir(dir)).length === 0;

export type RestoreOptions = {
  dataDir: string;
  databaseUrl?: string;
  archive: string;
  /** With S3 storage: the EMPTY bucket the archive's objects go back into. */
  objects?: ObjectStore;
};

type Staged = {
  manifest?: Manifest;
  rows: Map<string, Buffer>;
  objects: Record<string, ObjectEntry>;
  /** The files this archive wrote under DATA_DIR/files (paths relative to it, '/'-separated). */
  files: Set<string>;
};

/**
 * A manifest's file path is checked before anything is read (issue 24 B1): relative, inside
 * files/, no '..' or empty part, no backslash or NUL, and one this archive itself wrote (a regular
 * file: the archive's symlink entries are never created). Otherwise a crafted manifest could make
 * restore read and hash any file the process can open.
 */
const checkManifestFile = (dataDir: string, file: string, written: Set<string>): string => {
  const root = path.resolve(dataDir, 'files');
  const parts = file.split('/');
  const target = path.resolve(root, ...parts);
  if (
    path.isAbsolute(file) ||
    /[\\\0]/.test(file) ||
    parts.some((part) => part === '..' || part === '.' || part === '') ||
    !target.startsWith(root + path.sep)
  )
    throw new RestoreError(`The manifest names a file outside the backup's files folder: ${file}`);
  if (!written.has(file))
    throw new RestoreError(`The manifest names a file the archive does not hold: ${file}`);
  return target;
};

/** Files, keys and objects go to their places as they are read; rows are kept for the database. */
const unpack = async ({ dataDir, archive, objects }: RestoreOptions): Promise<Staged> => {
  const staged: Staged = { rows: new Map(), objects: {}, files: new Set() };
  let meta: { key: string; content_type?: string } | undefined;
  await readArchive(archive, async (name, size, entry) => {
    if (name === 'manifest.json')
      staged.manifest = JSON.parse((await readAll(entry)).toString('utf8')) as Manifest;
    else if (name.startsWith('files/') || name.startsWith('keys/')) {
      if (name.split('/').some((part) => part === '..' || part === ''))
        throw new RestoreError(`Unsafe path in the archive: ${name}`);
      const target = path.join(dataDir, ...name.split('/'));
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const mode = name.startsWith('keys/') ? 0o600 : 0o644;
      await pipeline(Readable.from(entry), createWriteStream(target, { mode }));
      if (name.startsWith('files/')) staged.files.add(name.slice('files/'.length));
    } else if (/^objects\/\d+\.json$/.test(name)) {
      meta = JSON.parse((await readAll(entry)).toString('utf8')) as typeof meta;
    } else if (/^objects\/\d+$/.test(name)) {
      if (!objects || !meta)
        throw new RestoreError(
          'The backup holds S3 objects: configure the (empty) bucket to restore them into (STORAGE_BUCKET).',
        );
      const body = hashing(entry);
      await objects.put(meta.key, { body: body.stream, size, contentType: meta.content_type });
      staged.objects[meta.key] = { ...body.result(), content_type: meta.content_type };
      meta = undefined;
    } else if (name.startsWith('db/')) staged.rows.set(name.slice(3, -'.jsonl'.length), await readAll(entry));
    else await readAll(entry);
  });
  return staged;
};

/** Restores an archive into an empty DATA_DIR (and empty database and bucket). Returns the manifest. */
export const restore = async (options: RestoreOptions): Promise<Manifest> => {
  const { dataDir, databaseUrl, archive, objects } = options;
  if (!(await isEmptyDir(dataDir)))
    throw new RestoreError(`DATA_DIR ${dataDir} is not empty: restore into an empty folder.`);
  if (objects) {
    for await (const key of objects.keys())
      throw new RestoreError(`The bucket is not empty (it holds ${key}): restore into an empty one.`);
  }
  await mkdir(dataDir, { recursive: true });
  const { manifest, rows: staged, objects: restoredObjects, files } = await unpack(options);
  if (!manifest || !READABLE_FORMATS.includes(manifest.format))
    throw new RestoreError(
      `${archive} is not a backup of this app (no manifest of format ${READABLE_FORMATS.join(' or ')}).`,
    );
  const listed = Object.entries(manifest.files ?? {});
  const targets = listed.map(([file]) => checkManifestFile(dataDir, file, files));
  for (const [index, [file, hash]] of listed.entries()) {
    if ((await hashFile(targets[index]!)) !== hash)
      throw new RestoreError(`The archive's copy of ${file} does not match its recorded hash.`);
  }
  for (const [key, entry] of Object.entries(manifest.objects ?? {})) {
    if (restoredObjects[key]?.sha256 !== entry.sha256)
      throw new RestoreError(
        `The archive's copy of object ${key} is missing or does not match its recorded hash.`,
      );
  }
  const rowsOf = (name: string): string[] => {
    const body = staged.get(name);
    return body && body.length > 0 ? body.toString('utf8').split('\n') : [];
  };

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
      if (manifest.queue) {
        // The installed pg-boss makes its own tables; the archive's rows go into them.
        const version = await createQueueSchema(connection.url);
        if (version !== manifest.queue.version)
          throw new RestoreError(
            `The backup's job queue is of pg-boss schema ${manifest.queue.version}, this code has ${version}: restore with the app version that made it.`,
          );
      }
      await client.query('begin');
      // Rows go in table by table; foreign keys are checked by the snapshot that made them.
      await client.query('set local session_replication_role = replica');
      for (const { schema, table } of tables) {
        // Reference rows the migrations inserted are replaced by the backup's.
        await client.query(`delete from ${quoted(schema, table)}`);
        const lines = rowsOf(`${schema}.${table}`);
        if (lines.length === 0) continue;
        const columns = (
          await client.query<{ name: string }>(
            `select column_name as name from information_schema.columns
              where table_schema = $1 and table_name = $2 and is_generated = 'NEVER' order by ordinal_position`,
            [schema, table],
          )
        ).rows.map((c) => pg.escapeIdentifier(c.name));
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
      if (manifest.queue) await restoreQueue(client, (table) => rowsOf(`pgboss.${table}`));
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

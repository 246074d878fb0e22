// Backups (issue 13 suite 8): `npm run backup` writes one .tar.gz holding
//   db/<schema>.<table>.jsonl   every row of the app's tables, read in ONE repeatable-read
//                          snapshot (consistent across tables), plus sequence values
//   db/pgboss.<table>.jsonl     the job queue's rows in the same snapshot (backup-queue.ts):
//                          queued, scheduled and retrying jobs with payload, state and start_after
//   files/...              the stored files (local storage), read after the snapshot: files
//                          are written before their rows and never changed, so every row in the
//                          snapshot finds its file
//   objects/<n>.json + objects/<n>   with S3 storage: each object's key and content type, then
//                          its bytes, streamed one object at a time (memory stays flat)
//   keys/...               DATA_DIR/keys (master, SSN and signing keys): keep the archive as
//                          secret as the keys themselves
//   manifest.json          last: when, the migration level, the pg-boss version, row counts and
//                          the SHA-256 of every file and object
// The rows are JSON, not a pg_dump: no client binary of the server's exact version is needed, so
// it works the same with the embedded PostgreSQL and with DATABASE_URL. `npm run restore` loads
// it into an EMPTY DATA_DIR (or an empty DATABASE_URL database, and an empty bucket) of the same
// app version.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { pack } from 'tar-stream';
import { ensureDatabase, startEmbeddedPostgres } from '../db/client';
import { dumpQueue, type QueueManifest } from './backup-queue';
import type { ObjectStore } from './object-store';

export const BACKUP_FORMAT = 2;
/** The schemas the app owns (its tables and drizzle's migration journal). */
const SCHEMAS = ['public', 'drizzle'];

export type ObjectEntry = { sha256: string; size: number; content_type?: string };

export type Manifest = {
  format: number;
  created_at: string;
  migrations: number;
  tables: Record<string, number>;
  sequences: Record<string, { last_value: number; is_called: boolean }>;
  files: Record<string, string>; // path under files/ -> sha256
  storage: 'local' | 's3';
  /** With S3 storage: key -> hash, size and content type of every object. */
  objects?: Record<string, ObjectEntry>;
  /** The pg-boss schema and version the job rows belong to (absent when pg-boss never ran). */
  queue?: QueueManifest;
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

export const quoted = (schema: string, table: string) =>
  `${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(table)}`;

export const listTables = async (client: pg.ClientBase): Promise<{ schema: string; table: string }[]> =>
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

/** A stream's chunks, hashed and counted on the way through. */
export const hashing = (source: AsyncIterable<Buffer>) => {
  const hash = createHash('sha256');
  let size = 0;
  const stream = Readable.from(
    (async function* () {
      for await (const chunk of source) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    })(),
  );
  return { stream, result: () => ({ sha256: hash.digest('hex'), size }) };
};

/** A gzipped tar written entry by entry; a stream entry is written with backpressure. */
const tarWriter = (out: string) => {
  const packer = pack();
  const written = pipeline(packer, createGzip(), createWriteStream(out, { mode: 0o600 }));
  written.catch(() => undefined); // awaited by finish(); an early failure also rejects add()
  const add = (name: string, body: Buffer | string) =>
    new Promise<void>((resolve, reject) =>
      packer.entry({ name }, typeof body === 'string' ? Buffer.from(body) : body, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  const addStream = async (name: string, size: number, source: AsyncIterable<Buffer>) => {
    let failed: Error | undefined;
    const closed = new Promise<void>((resolve, reject) => {
      const entry = packer.entry({ name, size }, (error) => (error ? reject(error) : resolve()));
      void (async () => {
        try {
          for await (const chunk of source) {
            if (!entry.write(chunk)) await new Promise<void>((r) => entry.once('drain', () => r()));
          }
          entry.end(undefined as unknown as Buffer);
        } catch (error) {
          failed = error as Error;
          entry.destroy(failed);
        }
      })();
    });
    await closed;
    if (failed) throw failed;
  };
  const finish = async () => {
    packer.finalize();
    await written;
  };
  return { add, addStream, finish };
};

export type BackupOptions = {
  dataDir: string;
  databaseUrl?: string;
  out: string;
  /** With S3 storage: the bucket whose objects the archive holds. */
  objects?: ObjectStore;
};

/** Writes the archive; returns its manifest. */
export const backup = async ({ dataDir, databaseUrl, out, objects }: BackupOptions): Promise<Manifest> => {
  const connection = await connectTo(dataDir, databaseUrl);
  const client = new pg.Client({ connectionString: connection.url });
  await client.connect();
  await mkdir(path.dirname(path.resolve(out)), { recursive: true });
  const tar = tarWriter(out);
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    created_at: new Date().toISOString(),
    migrations: 0,
    tables: {},
    sequences: {},
    files: {},
    storage: objects ? 's3' : 'local',
  };
  try {
    await client.query('begin isolation level repeatable read read only');
    for (const { schema, table } of await listTables(client)) {
      const rows = await client.query<{ row: string }>(
        `select row_to_json(t)::text as row from ${quoted(schema, table)} t`,
      );
      manifest.tables[`${schema}.${table}`] = rows.rowCount ?? 0;
      await tar.add(`db/${schema}.${table}.jsonl`, rows.rows.map((r) => r.row).join('\n'));
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
    manifest.queue = await dumpQueue(client, async (table, rows) => {
      manifest.tables[`pgboss.${table}`] = rows.length;
      await tar.add(`db/pgboss.${table}.jsonl`, rows.join('\n'));
    });
    manifest.migrations = manifest.tables['drizzle.__drizzle_migrations'] ?? 0;
    await client.query('commit');
  } finally {
    await client.end();
    await connection.close();
  }
  // After the snapshot: every row's file was written before the row.
  if (objects) {
    manifest.objects = {};
    let n = 0;
    for await (const key of objects.keys()) {
      const object = await objects.get(key);
      await tar.add(`objects/${n}.json`, JSON.stringify({ key, content_type: object.contentType }));
      const body = hashing(object.body);
      await tar.addStream(`objects/${n}`, object.size, body.stream);
      manifest.objects[key] = { ...body.result(), content_type: object.contentType };
      n += 1;
    }
  } else {
    const root = path.join(dataDir, 'files');
    for (const file of await filesIn(root)) {
      const source = path.join(root, file);
      const body = hashing(createReadStream(source));
      await tar.addStream(`files/${file}`, (await stat(source)).size, body.stream);
      manifest.files[file] = body.result().sha256;
    }
  }
  const keys = path.join(dataDir, 'keys');
  for (const file of await filesIn(keys))
    await tar.add(`keys/${file}`, await readFile(path.join(keys, file)));
  await tar.add('manifest.json', JSON.stringify(manifest, null, 2));
  await tar.finish();
  return manifest;
};

// Suite 8, backups (issue 13 "What must exist" 8): a backup taken while the real server runs,
// restored into an empty DATA_DIR, gives the same row count in every table, the same bytes in
// every stored file and the same keys; a job queued for later comes back identical (payload,
// state, retries, start_after) and runs on the restored server; a server started on the restored
// folder is ready and accepts a token signed before the backup. Restore refuses a folder that is
// not empty. With S3 storage (s3rver, the local S3-compatible server of the two-node test) every
// object comes back into an empty bucket with the same SHA-256 and content type.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../db/client';
import { documents } from '../db/schema/index';
import { createInitialActivities } from '../modules/loan-status/lifecycle';
import { DEMO_PASSWORD, insertBorrower, insertDemoUsers, insertLoan } from '../test/fixtures';
import { startServerProcess, stopPostmaster, type ServerProcess } from '../test/server-process';
import S3rver from 's3rver';
import { EXPORT_DOCUMENTS_JOB, type ExportDocumentsJob } from '../modules/documents/index';
import { createPgBossQueue } from '../jobs/queue';
import { freePort } from '../test/server-process';
import { backup, connectTo, hashFile } from './backup';
import { restore, RestoreError } from './restore';
import { s3ObjectStore, type ObjectStore } from './object-store';

const dirs: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop().catch(() => undefined);
  for (const dir of dirs) {
    await stopPostmaster(dir);
    await rm(dir, { recursive: true, force: true });
  }
});

const tempDir = async (prefix: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  await chmod(dir, 0o755);
  dirs.push(dir);
  return dir;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One row of a table as JSON (a job of pg-boss, for instance), or undefined. */
const rowOf = async (url: string, table: string, id: string): Promise<unknown> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`select row_to_json(t)::jsonb as row from ${table} t where id = $1`, [
      id,
    ]);
    return rows[0]?.row;
  } finally {
    await client.end();
  }
};

const countsOf = async (url: string): Promise<Record<string, number>> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const { rows } = await client.query(
        `select count(*)::int as n from public.${pg.escapeIdentifier(name)}`,
      );
      counts[`public.${name}`] = rows[0].n;
    }
    return counts;
  } finally {
    await client.end();
  }
};

describe('backup and restore', () => {
  it('round-trips every table and file of a running server into an empty DATA_DIR', async () => {
    const source = await tempDir('lending-backup-src-');
    const server = await startServerProcess({ dataDir: source });
    servers.push(server);
    const live = await connectTo(source);
    const pool = new pg.Pool({ connectionString: live.url, max: 2 });
    pool.on('error', () => undefined); // an idle client dropped when the server stops
    const db = createDb(pool);
    await insertDemoUsers(db);
    const borrower = await insertBorrower(db, { email: `backup-${randomUUID().slice(0, 8)}@example.com` });
    const { loan } = await insertLoan(db, { borrowerIds: [borrower.id] });
    await db.transaction((tx) => createInitialActivities(tx, { loanId: loan.id, borrowerId: borrower.id }));
    for (let i = 0; i < 3; i++) {
      const key = `loans/${loan.id}/backup/${i}.pdf`;
      mkdirSync(path.join(source, 'files', 'loans', loan.id, 'backup'), { recursive: true });
      await writeFile(
        path.join(source, 'files', ...key.split('/')),
        `%PDF-1.4\n% file ${i} ${randomUUID()}\n`,
      );
      await db.insert(documents).values({
        loan_id: loan.id,
        document_name: `Doc ${i}`,
        file_name: `${i}.pdf`,
        storage_key: key,
        content_type: 'application/pdf',
        created_epoch: Math.floor(Date.now() / 1000),
      });
    }
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    // A job queued for later (an export the server must still run after a restore), sent through
    // the app's own queue with its retry settings.
    const admin = await pool.query<{ id: string }>(`select id from users where email = 'admin@example.com'`);
    const queue = await createPgBossQueue({ connectionString: live.url });
    const payload: ExportDocumentsJob = {
      loanId: loan.id,
      requestedBy: { id: admin.rows[0]!.id, email: 'admin@example.com' },
      baseUrl: 'http://lending.example',
    };
    const jobId = (await queue.send(EXPORT_DOCUMENTS_JOB, payload, { startAfterSeconds: 3600 }))!;
    await queue.stop();
    const jobBefore = await rowOf(live.url, 'pgboss.job', jobId);
    expect(jobBefore).toMatchObject({ state: 'created', data: payload, retry_limit: 2 });
    await pool.end();

    const archive = path.join(await tempDir('lending-backup-out-'), 'backup.tar.gz');
    const manifest = await backup({ dataDir: source, out: archive });
    expect(manifest.tables['public.users']).toBe(3);
    expect(manifest.tables['pgboss.job']).toBeGreaterThanOrEqual(1);
    expect(manifest.queue?.schema).toBe('pgboss');
    expect(Object.keys(manifest.files).filter((f) => f.startsWith('loans/'))).toHaveLength(3);
    const before = await countsOf(live.url);
    await server.stop();

    // A folder that is not empty is refused, untouched.
    const busy = await tempDir('lending-backup-busy-');
    await writeFile(path.join(busy, 'something'), 'x');
    await expect(restore({ dataDir: busy, archive })).rejects.toBeInstanceOf(RestoreError);

    const target = path.join(await tempDir('lending-backup-dst-'), 'data');
    await restore({ dataDir: target, archive });
    const restored = await connectTo(target);
    const after = await countsOf(restored.url);
    // The queued job: the same row (payload, state, retry counters, start_after, expiry).
    expect(await rowOf(restored.url, 'pgboss.job', jobId)).toEqual(jobBefore);
    await restored.close();
    expect(after).toEqual(before);
    const tables = Object.keys(after).length;
    const rows = Object.values(after).reduce((sum, n) => sum + n, 0);

    let files = 0;
    for (const [file, hash] of Object.entries(manifest.files)) {
      expect(await hashFile(path.join(target, 'files', ...file.split('/')))).toBe(hash);
      expect(await hashFile(path.join(source, 'files', ...file.split('/')))).toBe(hash);
      files += 1;
    }
    const keyFiles = await readdir(path.join(source, 'keys'));
    expect(keyFiles.length).toBeGreaterThan(0);
    for (const key of keyFiles) {
      const original = await readFile(path.join(source, 'keys', key));
      expect((await readFile(path.join(target, 'keys', key))).equals(original), key).toBe(true);
    }

    // The restored folder runs: same keys, so a token from before the backup still works.
    const again = await startServerProcess({ dataDir: target });
    servers.push(again);
    expect((await fetch(`${again.baseUrl}/api/ready`)).status).toBe(200);
    const me = await fetch(`${again.baseUrl}/api/loan/${loan.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    // The restored job runs once due: its export is stored and mailed to the requester.
    const running = await connectTo(target);
    const client = new pg.Client({ connectionString: running.url });
    await client.connect();
    try {
      await client.query(`update pgboss.job set start_after = now() where id = $1`, [jobId]);
      let state = '';
      for (let i = 0; i < 300 && state !== 'completed' && state !== 'failed'; i++) {
        await sleep(200);
        state = (await client.query(`select state::text from pgboss.job where id = $1`, [jobId])).rows[0]
          .state;
      }
      expect(state).toBe('completed');
      const exported = await client.query(`select 1 from documents where loan_id = $1 and kind = 'export'`, [
        loan.id,
      ]);
      expect(exported.rowCount).toBe(1);
      const mailed = await client.query(
        `select subject from outbox where "to" = 'admin@example.com' and subject like 'Documents of %'`,
      );
      expect(mailed.rowCount).toBe(1);
    } finally {
      await client.end();
    }
    await again.stop();

    // A database the app has already started on (DATABASE_URL): pg-boss's tables, queues and
    // schedules exist; the restore puts the backup's rows into them.
    const started = await tempDir('lending-backup-started-');
    await (await startServerProcess({ dataDir: started })).stop();
    const startedDb = await connectTo(started);
    try {
      await restore({ dataDir: path.join(started, 'restored'), databaseUrl: startedDb.url, archive });
      expect(await countsOf(startedDb.url)).toEqual(before);
      expect(await rowOf(startedDb.url, 'pgboss.job', jobId)).toEqual(jobBefore);
    } finally {
      await startedDb.close();
    }
    console.log(
      `[security] backup: tables ${tables}, rows ${rows}, files ${files}, queued jobs restored 1 (ran after restore; also restored into a database the app had started on), mismatches 0`,
    );
  }, 400_000);
});

const S3_ENV = (port: number, bucket: string) => ({
  STORAGE_BUCKET: bucket,
  STORAGE_ENDPOINT: `http://127.0.0.1:${port}`,
  STORAGE_ACCESS_KEY_ID: 'S3RVER',
  STORAGE_SECRET_ACCESS_KEY: 'S3RVER',
  STORAGE_FORCE_PATH_STYLE: 'true',
});

const storeOf = (port: number, bucket: string): ObjectStore =>
  s3ObjectStore({
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });

/** Every object of a bucket: key -> SHA-256 and content type, read back over S3. */
const objectsOf = async (store: ObjectStore): Promise<Record<string, { sha256: string; type?: string }>> => {
  const out: Record<string, { sha256: string; type?: string }> = {};
  for await (const key of store.keys()) {
    const object = await store.get(key);
    const hash = createHash('sha256');
    for await (const chunk of object.body) hash.update(chunk as Buffer);
    out[key] = { sha256: hash.digest('hex'), type: object.contentType };
  }
  return out;
};

const BIG = 96 * 1024 * 1024;
// Live memory, garbage collected first (so chunks already streamed through do not count).
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const memory = () => {
  collect();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};
/** What work returns, and how far live heap and buffers grew above where they started (sampled). */
const peakGrowth = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = memory();
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, memory())), 1000);
  try {
    const result = await work();
    return [result, Math.max(peak, memory()) - start];
  } finally {
    clearInterval(timer);
  }
};

describe('backup and restore with S3 storage', () => {
  it('puts every object back into an empty bucket with the same hash', async () => {
    const s3Dir = await tempDir('lending-backup-s3-');
    const s3 = new S3rver({
      port: await freePort(),
      address: '127.0.0.1',
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: 'lending' }, { name: 'lending-restored' }],
    });
    const { port } = await s3.run();
    try {
      const source = await tempDir('lending-backup-s3-src-');
      const server = await startServerProcess({ dataDir: source, env: S3_ENV(port, 'lending') });
      servers.push(server);
      const bucket = storeOf(port, 'lending');
      // Objects of several sizes and names: one of 96 MB (written from a stream, never held whole),
      // an empty one, unicode and spaces in keys, JPEGs and a PDF with their content types.
      const put = async (key: string, body: Buffer, contentType: string) =>
        bucket.put(key, { body: Readable.from([body]), size: body.length, contentType });
      await bucket.put('loans/a/big.bin', {
        body: Readable.from(
          (function* () {
            for (let i = 0; i < BIG / 65_536; i++) yield randomBytes(65_536);
          })(),
        ),
        size: BIG,
        contentType: 'application/octet-stream',
      });
      await put('loans/a/empty.pdf', Buffer.alloc(0), 'application/pdf');
      await put('loans/a/文件 1.pdf', Buffer.from(`%PDF-1.4\n${randomUUID()}\n`), 'application/pdf');
      for (let i = 0; i < 5; i++)
        await put(`loans/b/photo-${i}.jpg`, randomBytes(1000 + i * 4096), 'image/jpeg');

      const archive = path.join(await tempDir('lending-backup-s3-out-'), 'backup.tar.gz');
      // Memory stays flat: the backup and the restore each grow the live heap and buffers by far
      // less than the big object (they stream it a chunk at a time).
      const [manifest, backupGrowth] = await peakGrowth(() =>
        backup({ dataDir: source, out: archive, objects: bucket }),
      );
      await server.stop();
      const before = await objectsOf(bucket);
      expect(before['loans/a/big.bin']).toBeDefined();
      expect(manifest.storage).toBe('s3');
      expect(Object.keys(manifest.objects ?? {}).sort()).toEqual(Object.keys(before).sort());

      const target = storeOf(port, 'lending-restored');
      const dataDir = path.join(await tempDir('lending-backup-s3-dst-'), 'data');
      const [, restoreGrowth] = await peakGrowth(() => restore({ dataDir, archive, objects: target }));
      // Holding the object would grow the heap by at least BIG; half of it leaves room for a loaded
      // machine's garbage collector (a quarter failed once at 26.6 MB of 24 MB).
      expect(backupGrowth).toBeLessThan(BIG / 2);
      expect(restoreGrowth).toBeLessThan(BIG / 2);
      const after = await objectsOf(target);
      expect(after).toEqual(before);
      for (const [key, entry] of Object.entries(manifest.objects ?? {}))
        expect(entry.sha256, key).toBe(before[key]!.sha256);
      // A bucket that is not empty is refused.
      const again = path.join(await tempDir('lending-backup-s3-again-'), 'data');
      await expect(restore({ dataDir: again, archive, objects: target })).rejects.toBeInstanceOf(
        RestoreError,
      );
      console.log(
        `[security] backup (S3): objects ${Object.keys(after).length}, bytes ${Object.values(manifest.objects ?? {}).reduce((sum, o) => sum + o.size, 0)}, hash mismatches 0, peak memory growth backup ${(backupGrowth / 2 ** 20).toFixed(0)} MB, restore ${(restoreGrowth / 2 ** 20).toFixed(0)} MB (largest object ${BIG / 2 ** 20} MB)`,
      );
    } finally {
      await s3.close();
    }
  }, 400_000);
});

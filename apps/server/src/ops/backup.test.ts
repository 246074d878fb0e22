// Suite 8, backups (issue 13 "What must exist" 8): a backup taken while the real server runs,
// restored into an empty DATA_DIR, gives the same row count in every table, the same bytes in
// every stored file and the same keys; a server started on the restored folder is ready and
// accepts a token signed before the backup. Restore refuses a folder that is not empty.
import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../db/client';
import { documents } from '../db/schema/index.js';
import { createInitialActivities } from '../modules/loan-status/lifecycle.js';
import { DEMO_PASSWORD, insertBorrower, insertDemoUsers, insertLoan } from '../test/fixtures.js';
import { startServerProcess, stopPostmaster, type ServerProcess } from '../test/server-process';
import { backup, connectTo, hashFile, restore, RestoreError } from './backup';

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
    await pool.end();

    const archive = path.join(await tempDir('lending-backup-out-'), 'backup.tar.gz');
    const manifest = await backup({ dataDir: source, out: archive });
    expect(manifest.tables['public.users']).toBe(3);
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
    await again.stop();
    console.log(`[security] backup: tables ${tables}, rows ${rows}, files ${files}, mismatches 0`);
  }, 400_000);
});

// Injected fault (issue 24): PostgreSQL's own data disk fills up under writes. The cluster lives
// on a small filesystem of its own (a 192 MB tmpfs) that a ballast file fills to a few MB short of
// full; the writes then meet ENOSPC in PostgreSQL (disk_full on a table or, when a new WAL segment
// cannot be made, a PANIC and a crash restart). Meanwhile the app answers 503 with Retry-After and
// a clear message (never a 500, never a hang); once the ballast is removed, writes go through again
// by themselves, no acknowledged write is lost, and amcheck finds no damaged index.
//
// Mounting needs root (CI and the Docker image run as root). As another user, mount a small
// filesystem yourself and name it in LENDING_SMALL_FS (for example:
// `sudo mount -t tmpfs -o size=192m tmpfs /mnt/pg-small && sudo chown $USER /mnt/pg-small`).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, open, rm, statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { DEMO_PASSWORD, insertDemoUsers, insertLoan } from '../fixtures';
import { embeddedDatabaseUrl, startServerProcess, type ServerProcess } from '../server-process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MB = 1024 * 1024;

/** A small filesystem for the cluster: our own tmpfs as root, else the one named in LENDING_SMALL_FS. */
const smallFilesystem = async (): Promise<{ dir: string; release: () => Promise<void> }> => {
  if (process.getuid?.() === 0) {
    const dir = await mkdtemp(path.join(tmpdir(), 'lending-pg-small-'));
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=192m,mode=0755', 'tmpfs', dir], {
      encoding: 'utf8',
    });
    if (mounted.status !== 0) throw new Error(`could not mount a tmpfs at ${dir}: ${mounted.stderr}`);
    return {
      dir,
      release: async () => {
        spawnSync('umount', ['-l', dir]);
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const given = process.env.LENDING_SMALL_FS;
  if (!given)
    throw new Error(
      'This test fills a filesystem: run it as root, or mount a small one (about 192 MB) and set LENDING_SMALL_FS to it.',
    );
  const dir = await mkdtemp(path.join(given, 'lending-pg-small-'));
  return { dir, release: () => rm(dir, { recursive: true, force: true }) };
};

/** Writes zeros to `file` until the filesystem has `leaveBytes` free. */
const fillUntil = async (dir: string, file: string, leaveBytes: number) => {
  const handle = await open(file, 'w');
  const chunk = Buffer.alloc(MB);
  try {
    for (;;) {
      const { bavail, bsize } = await statfs(dir);
      const free = bavail * bsize;
      if (free <= leaveBytes) break;
      await handle.write(chunk, 0, Math.min(chunk.length, free - leaveBytes));
    }
  } finally {
    await handle.close();
  }
};

describe('PostgreSQL data disk full', () => {
  const cleanups: Array<() => Promise<void>> = [];
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('answers 503 with a clear message while the disk is full, recovers when space returns, no write lost, no damage', async () => {
    const small = await smallFilesystem();
    cleanups.push(small.release);
    // The app's whole DATA_DIR on the small disk: the embedded PostgreSQL and the stored files.
    const appDir = path.join(small.dir, 'data');
    await mkdir(appDir);
    await chmod(appDir, 0o755);
    server = await startServerProcess({ dataDir: appDir, readyTimeoutMs: 240_000 });
    const setup = new pg.Pool({ connectionString: await embeddedDatabaseUrl(appDir), max: 2 });
    const db = createDb(setup);
    await insertDemoUsers(db);
    const loanId = (await insertLoan(db)).loan.id;
    await setup.end();

    const base = `${server.baseUrl}/api`;
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const call = async (method: 'GET' | 'PUT', url: string, body?: object) => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        // A hang fails the test: every answer comes back promptly, whatever the disk does.
        signal: AbortSignal.timeout(20_000),
      }).catch((error: unknown) => error as Error);
      if (response instanceof Error) return { status: 0, retryAfter: null, text: response.message };
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        text: await response.text(),
      };
    };

    // Writes of a 20,000-character story (random letters: it compresses little), each remembered.
    const stories = new Map<number, string>();
    const statuses = new Map<number, number>();
    const unavailable: Array<{ retryAfter: string | null; message: string }> = [];
    let acknowledged = 0;
    let attempted = 0;
    let lastOk = 0;
    let running = true;
    const traffic = (async () => {
      for (let next = 1; running; next++) {
        const read = await call('GET', `/loan/${loanId}`);
        const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
        count(read.status);
        if (read.status !== 200) {
          if (read.status === 503) unavailable.push({ retryAfter: read.retryAfter, message: read.text });
          await sleep(200);
          continue;
        }
        const version = (JSON.parse(read.text) as { version: number }).version;
        const story = `${next}:${randomBytes(15_000).toString('base64').slice(0, 19_990)}`;
        stories.set(next, story);
        attempted = next;
        const write = await call('PUT', `/loan/${loanId}/update`, { version, story });
        count(write.status);
        if (write.status === 503) unavailable.push({ retryAfter: write.retryAfter, message: write.text });
        if (write.status === 200) {
          acknowledged = next;
          lastOk = Date.now();
        }
      }
    })();

    const startedAt = Date.now();
    while (acknowledged < 3 && Date.now() - startedAt < 60_000) await sleep(100);
    expect(
      acknowledged,
      `writes go through before the disk fills: ${JSON.stringify(Object.fromEntries(statuses))}`,
    ).toBeGreaterThan(0);
    const ballast = path.join(small.dir, 'ballast');
    await fillUntil(small.dir, ballast, 4 * MB);
    const fullAt = Date.now();
    // Wait for the writes to meet the full disk: a 503, then a few seconds of it.
    while (unavailable.length === 0 && Date.now() - fullAt < 90_000) await sleep(200);
    expect(
      unavailable.length,
      `the full disk was met\n${server.output.join('').slice(-3000)}`,
    ).toBeGreaterThan(0);
    await sleep(3000);
    const acknowledgedWhileFull = acknowledged;

    await rm(ballast);
    const freedAt = Date.now();
    let recovered: number | undefined;
    while (Date.now() - freedAt < 60_000) {
      if (lastOk > freedAt) {
        recovered = lastOk - freedAt;
        break;
      }
      await sleep(100);
    }
    await sleep(500);
    running = false;
    await traffic;

    const seen = Object.fromEntries(statuses);
    const restarted = server.output.join('').includes('The embedded PostgreSQL runs again');
    console.log(
      `[faults] data disk full: answers ${JSON.stringify(seen)}; PostgreSQL ${restarted ? 'stopped (a PANIC it could not recover from on a full disk) and the app started it again' : 'refused the writes and went on'}; writes again ${recovered} ms after space returned; acknowledged up to ${acknowledged} (${acknowledgedWhileFull} when space returned)`,
    );
    const output = server.output.join('').slice(-4000);
    expect(statuses.get(0) ?? 0, `hangs or dropped connections\n${output}`).toBe(0);
    // Only 200, 409 (a write racing another) and 503 (the full disk, or the restart after a PANIC).
    expect(
      Object.keys(seen)
        .map(Number)
        .filter((status) => ![200, 409, 503].includes(status)),
      output,
    ).toEqual([]);
    expect(unavailable.every((u) => Number(u.retryAfter) > 0)).toBe(true);
    // What a person reads is the reason, not a stack or "Internal Server Error".
    const messages = new Set(unavailable.map((u) => (JSON.parse(u.message) as { message: string }).message));
    for (const message of messages) expect(message).toMatch(/disk|space|unavailable|try again/i);
    expect(recovered, 'writes go through again by themselves once space returns').toBeDefined();

    // No acknowledged write lost, and the stored story is exactly one that was written.
    const check = new pg.Pool({ connectionString: await embeddedDatabaseUrl(appDir), max: 1 });
    try {
      const row = (await check.query<{ story: string }>('select story from loans where id = $1', [loanId]))
        .rows[0]!;
      const written = Number(row.story.split(':')[0]);
      expect(written).toBeGreaterThanOrEqual(acknowledged);
      expect(written).toBeLessThanOrEqual(attempted);
      expect(row.story).toBe(stories.get(written));
      // No damage: amcheck verifies every B-tree index of the loans and audit tables.
      await check.query('create extension if not exists amcheck');
      const indexes = await check.query<{ name: string }>(
        `select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
         join pg_class t on t.oid = i.indrelid join pg_am a on a.oid = c.relam
         where t.relname in ('loans', 'audit_events') and a.amname = 'btree'`,
      );
      expect(indexes.rows.length).toBeGreaterThan(0);
      for (const { name } of indexes.rows)
        await check.query('select bt_index_check($1::regclass, true)', [name]);
    } finally {
      await check.end();
    }
  }, 480_000);
});

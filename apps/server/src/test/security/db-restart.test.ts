// Injected fault (issue 24): PostgreSQL stopped and started again under traffic. Meanwhile the app
// answers 503 with Retry-After (never a 500, never a hang); once PostgreSQL is back it answers
// again by itself (no restart of the app) within 10 s, no acknowledged write is lost, and the job
// queue runs jobs again.
// The real server process on DATABASE_URL, against a cluster this test starts and stops itself
// on a fixed port (the embedded one would come back on another port).
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, ensureDatabase } from '../../db/client';
import { startCluster, type RunningCluster } from '../../db/embedded';
import { loans } from '../../db/schema/index';
import { DEMO_PASSWORD, insertDemoUsers, insertLoan } from '../fixtures';
import { freePort, startServerProcess, type ServerProcess } from '../server-process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PostgreSQL stopped and restarted under traffic', () => {
  const dirs: string[] = [];
  let cluster: RunningCluster | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill();
    await cluster?.stop();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After while it is down, recovers by itself, loses no acknowledged write', async () => {
    const pgDir = await mkdtemp(path.join(tmpdir(), 'lending-pg-fault-'));
    const appDir = await mkdtemp(path.join(tmpdir(), 'lending-app-fault-'));
    dirs.push(pgDir, appDir);
    // As root, PostgreSQL runs as the postgres user, which must be able to enter the folder.
    await chmod(pgDir, 0o755);
    const password = randomBytes(12).toString('hex');
    const port = await freePort();
    const startPostgres = () =>
      startCluster({
        dataDir: pgDir,
        clusterDir: path.join(pgDir, 'pg'),
        user: 'postgres',
        password,
        port,
        postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
        log: () => undefined,
      });
    const urlOf = (database: string) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
    cluster = await startPostgres();
    await ensureDatabase(urlOf('postgres'), 'lending');

    server = await startServerProcess({ dataDir: appDir, env: { DATABASE_URL: urlOf('lending') } });
    const pool = new pg.Pool({ connectionString: urlOf('lending'), max: 2 });
    pool.on('error', () => undefined);
    const db = createDb(pool);
    await insertDemoUsers(db);
    const loanId = (await insertLoan(db)).loan.id;
    await pool.end();

    const base = `${server.baseUrl}/api`;
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const call = async (method: 'GET' | 'PUT' | 'POST', url: string, body?: object) => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        // A hang fails the test: every answer must come back promptly, whatever the database does.
        signal: AbortSignal.timeout(15_000),
      }).catch((error: unknown) => error as Error);
      // A dropped connection or a timeout is recorded as status 0 (and fails below).
      if (response instanceof Error) return { status: 0, retryAfter: null, text: response.message };
      const text = await response.text();
      return { status: response.status, retryAfter: response.headers.get('retry-after'), text };
    };

    // Traffic: read the loan, write its duration with the version read; record what was acknowledged.
    const statuses = new Map<number, number>();
    const unavailable: Array<string | null> = [];
    let acknowledged = 0;
    let attempted = 0;
    let lastOk = 0;
    let running = true;
    const traffic = (async () => {
      let next = 1;
      while (running) {
        const read = await call('GET', `/loan/${loanId}`);
        statuses.set(read.status, (statuses.get(read.status) ?? 0) + 1);
        if (read.status === 503) unavailable.push(read.retryAfter);
        if (read.status !== 200) {
          await sleep(100);
          continue;
        }
        lastOk = Date.now();
        const version = (JSON.parse(read.text) as { version: number }).version;
        attempted = next;
        const write = await call('PUT', `/loan/${loanId}/update`, { version, duration_months: next });
        statuses.set(write.status, (statuses.get(write.status) ?? 0) + 1);
        if (write.status === 503) unavailable.push(write.retryAfter);
        if (write.status === 200) acknowledged = next;
        next += 1;
        await sleep(20);
      }
    })();

    await sleep(1500);
    expect(acknowledged, 'writes go through before the fault').toBeGreaterThan(0);
    await cluster.stop();
    cluster = undefined;
    const downAt = Date.now();
    await sleep(3000);
    expect(Date.now() - lastOk, 'nothing answered 200 while PostgreSQL was down').toBeGreaterThanOrEqual(
      2500,
    );
    cluster = await startPostgres();
    const upAt = Date.now();
    let recovered: number | undefined;
    while (Date.now() - upAt < 30_000) {
      if (lastOk > upAt) {
        recovered = lastOk - upAt;
        break;
      }
      await sleep(100);
    }
    await sleep(500);
    running = false;
    await traffic;

    const seen = Object.fromEntries(statuses);
    console.log(
      `[faults] PostgreSQL down ${upAt - downAt} ms: answers ${JSON.stringify(seen)}, recovered ${recovered} ms after it was back, acknowledged writes up to ${acknowledged}`,
    );
    const output = server.output.join('').slice(-4000);
    expect(statuses.get(0) ?? 0, `dropped connections or timeouts\n${output}`).toBe(0);
    expect(recovered, 'answers 200 again by itself').toBeDefined();
    expect(recovered!).toBeLessThan(10_000);
    // Only 200, 503 (down) and 409 (a write whose commit raced the stop) are acceptable; no 500.
    expect(Object.keys(seen).map(Number).sort()).toEqual(expect.arrayContaining([200, 503]));
    expect(
      Object.keys(seen)
        .map(Number)
        .filter((status) => ![200, 409, 503].includes(status)),
    ).toEqual([]);
    expect(unavailable.every((value) => value !== null && Number(value) > 0)).toBe(true);

    // The job queue (pg-boss, on the same pool) works again too: a scoring recalculation queued
    // after the restart runs to the end.
    const models = JSON.parse((await call('GET', '/scoring/models-names')).text) as Array<{
      score_model_id: string;
      is_active: boolean;
    }>;
    const active = models.find((model) => model.is_active)!;
    const queued = await call('POST', `/scoring/model/${active.score_model_id}/set-active`);
    expect(queued.status, queued.text).toBe(200);
    let run = { status: 'queued' };
    const jobDeadline = Date.now() + 60_000;
    while (Date.now() < jobDeadline && run.status !== 'done' && run.status !== 'failed') {
      await sleep(250);
      run = JSON.parse((await call('GET', '/scoring/recalculation/latest')).text) as { status: string };
    }
    expect(run.status, 'a job queued after the restart ran').toBe('done');

    // No acknowledged write lost: the stored duration is the last acknowledged one or a later attempt.
    const check = new pg.Pool({ connectionString: urlOf('lending'), max: 1 });
    try {
      const [row] = await createDb(check)
        .select({ duration: loans.duration_months })
        .from(loans)
        .where(eq(loans.id, loanId));
      expect(row!.duration).toBeGreaterThanOrEqual(acknowledged);
      expect(row!.duration).toBeLessThanOrEqual(attempted);
    } finally {
      await check.end();
    }
  }, 240_000);
});

// Injected fault (issue 24): the embedded PostgreSQL's postmaster dies under a running app (the OOM
// killer, a crash, a PANIC it cannot recover from). The app answers 503 meanwhile, starts the
// cluster again on the same port by itself (db/client.ts), and answers again without a restart of
// the app; a clean shutdown of the cluster from outside (exit code 0) is not undone.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { DEMO_PASSWORD, insertDemoUsers } from '../fixtures';
import {
  embeddedDatabaseUrl,
  isAlive,
  postmasterPid,
  startServerProcess,
  type ServerProcess,
} from '../server-process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the embedded PostgreSQL killed under a running app', () => {
  let server: ServerProcess | undefined;
  let dataDir = '';
  afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while it is gone, starts it again by itself and answers again', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lending-postmaster-killed-'));
    await chmod(dataDir, 0o755);
    server = await startServerProcess({ dataDir, readyTimeoutMs: 240_000 });
    const setup = new pg.Pool({ connectionString: await embeddedDatabaseUrl(dataDir), max: 1 });
    await insertDemoUsers(createDb(setup));
    await setup.end();
    const login = () =>
      fetch(`${server!.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
        signal: AbortSignal.timeout(20_000),
      });
    expect((await login()).status).toBe(200);

    const first = postmasterPid(dataDir)!;
    expect(isAlive(first)).toBe(true);
    process.kill(first, 'SIGKILL');
    for (let i = 0; i < 100 && isAlive(first); i++) await sleep(100);

    const statuses = new Set<number>();
    let back = false;
    const deadline = Date.now() + 90_000;
    while (!back && Date.now() < deadline) {
      const response = await login();
      statuses.add(response.status);
      if (response.status === 503) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      back = response.status === 200;
      if (!back) await sleep(250);
    }
    expect(back, server.output.join('').slice(-3000)).toBe(true);
    expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const second = postmasterPid(dataDir)!;
    expect(second).not.toBe(first);
    expect(isAlive(second)).toBe(true);
    expect(server.output.join('')).toContain('The embedded PostgreSQL runs again');
  }, 400_000);
});

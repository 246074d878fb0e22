// The job queue drains a backlog without sleeping between jobs (issue 23: a fresh demo's 700
// documents were read one a second, since pg-boss 10 sleeps out its polling interval after a job).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { createPgBossQueue, type JobQueue } from './queue';

describe('job queue', () => {
  let database: TestDatabase;
  let queue: JobQueue;
  beforeAll(async () => {
    database = await createTestDatabase();
    queue = await createPgBossQueue({ connectionString: database.url });
  });
  afterAll(async () => {
    await queue.stop();
    await database.drop();
  });

  it('works through a backlog at once instead of one job per polling second', async () => {
    const count = 30;
    for (let i = 0; i < count; i++) await queue.send('queue-test-backlog', { i });
    const done: number[] = [];
    const started = Date.now();
    await queue.work<{ i: number }>('queue-test-backlog', async ({ i }) => {
      done.push(i);
    });
    await expect.poll(() => done.length, { timeout: 60_000 }).toBe(count);
    // Sleeping out the interval after each job takes at least (count - 1) seconds whatever the
    // machine; a worker that fetches again at once takes a small part of that even when loaded.
    expect(Date.now() - started).toBeLessThan(((count - 1) * 1000) / 2);
    expect(new Set(done).size).toBe(count);
  });

  it('runs again a job whose worker was killed in the middle of it (injected fault, issue 24)', async () => {
    const name = 'queue-test-killed-worker';
    // Another process takes the job and is killed with SIGKILL while it works on it.
    const queueModule = fileURLToPath(new URL('./queue.ts', import.meta.url));
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { createPgBossQueue } = await import(${JSON.stringify(queueModule)});
         const queue = await createPgBossQueue({ connectionString: process.env.QUEUE_URL });
         await queue.work(${JSON.stringify(name)}, async (data) => {
           console.log('STARTED ' + JSON.stringify(data));
           await new Promise(() => undefined);
         });`,
      ],
      { env: { ...process.env, QUEUE_URL: database.url }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    // This process's queue fails expired jobs every second (the app's default is pg-boss's 120 s).
    const survivor = await createPgBossQueue({
      connectionString: database.url,
      maintenanceIntervalSeconds: 1,
    });
    try {
      await survivor.send(name, { statement: 'March 2026' }, { expireInSeconds: 2 });
      await expect.poll(() => output, { timeout: 60_000 }).toContain('STARTED {"statement":"March 2026"}');
      child.kill('SIGKILL');
      await exited;
      const ran: unknown[] = [];
      await survivor.work<{ statement: string }>(name, async (data) => {
        ran.push(data);
      });
      await expect.poll(() => ran, { timeout: 90_000, interval: 500 }).toEqual([{ statement: 'March 2026' }]);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await survivor.stop();
    }
  }, 180_000);
});

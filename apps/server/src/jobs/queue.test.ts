// The job queue drains a backlog without sleeping between jobs (issue 23: a fresh demo's 700
// documents were read one a second, since pg-boss 10 sleeps out its polling interval after a job).
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
});

// Notifications bench (issue 11 "Speed": the notification list of a user with 5,000
// notifications answers <= 50 ms, paged). Embedded PostgreSQL in a temporary DATA_DIR, 5,000
// notifications for one admin (plus 20,000 for other users), the app on 127.0.0.1, then timed
// sequential requests: first page, a deep page through the cursor, the Done tab, the tab counts.
//   node --import tsx apps/server/bench/notifications-bench.ts
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { notifications } from '../src/db/schema';
import { createDeps } from '../src/wiring';
import { createBuiltInIdentity } from '../src/integrations/identity/built-in';
import { insertDemoUsers, insertUser } from '../src/test/fixtures';

const MINE = 5_000;
const OTHERS = 20_000;
const RUNS = 200;

const dataDir = await mkdtemp(path.join(tmpdir(), 'lending-bench-notifications-'));
await chmod(dataDir, 0o755);
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SEED_DEMO: 'false',
});
const database = await openDatabase({ dataDir, poolSize: 10 });
await migrateDatabase(database.db);
const users = await insertDemoUsers(database.db);
const others = await Promise.all(
  Array.from({ length: 4 }, (_, i) =>
    insertUser(database.db, { email: `other${i}@example.com`, role: 'admin' }),
  ),
);
const now = Date.now();
const rows = (userId: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    user_id: userId,
    message:
      i % 3 === 0
        ? `new document uploaded: Rent Roll ${i} (rent-roll-${i}.pdf)`
        : `Document signed: Term Sheet ${i}`,
    seen: i % 2 === 0,
    state: i % 5 === 0 ? 'Done' : 'New',
    loan_human_id: String(10_000 + (i % 500)),
    created_at: new Date(now - i * 60_000),
  }));
for (let i = 0; i < MINE; i += 1000)
  await database.db.insert(notifications).values(rows(users.admin.id, MINE).slice(i, i + 1000));
for (const other of others)
  for (let i = 0; i < OTHERS / others.length; i += 1000)
    await database.db.insert(notifications).values(rows(other.id, OTHERS / others.length).slice(i, i + 1000));
await database.db.execute('analyze notifications' as never);

const deps = await createDeps({ config, db: database.db });
const app = await buildApp(deps);
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const identity = await createBuiltInIdentity({ db: database.db, dataDir });
const headers = { authorization: `Bearer ${await identity.issueToken(users.admin)}` };

const time = async (name: string, url: () => Promise<string> | string) => {
  const samples: number[] = [];
  let items = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const target = await url();
    const started = performance.now();
    const response = await fetch(`${base}${target}`, { headers });
    const body = (await response.json()) as unknown;
    samples.push(performance.now() - started);
    if (!response.ok) throw new Error(`${name}: ${response.status}`);
    items = Array.isArray(body) ? body.length : 1;
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(1);
  return { name, items, p50_ms: at(0.5), p95_ms: at(0.95), max_ms: samples[samples.length - 1]!.toFixed(1) };
};

const list = `/api/user/${users.admin.id}/notifications`;
// A cursor 40 pages deep (the 2,000th notification).
let deep = '';
{
  let cursor: string | null = null;
  for (let page = 0; page < 40; page += 1) {
    const response: Response = await fetch(`${base}${list}${cursor ? `?cursor=${cursor}` : ''}`, { headers });
    await response.arrayBuffer();
    cursor = response.headers.get('x-next-cursor');
  }
  deep = cursor ?? '';
}
const results = [
  await time('first page (New and Done, 50)', () => list),
  await time('page 41 by cursor', () => `${list}?cursor=${deep}`),
  await time('Done tab, first page', () => `${list}?state=Done`),
  await time('tab counts and unseen badge', () => '/api/notifications/counts'),
];
console.table(results);
console.log(
  `user with ${MINE} notifications, ${OTHERS} for other users, ${RUNS} sequential requests each, loopback`,
);

await app.close();
await deps.close?.();
await database.close();
await rm(dataDir, { recursive: true, force: true });

// API keys held in memory per node (key-cache.ts) and counted per node (key-rate-limit.ts), through
// app.inject() on three app instances sharing one PostgreSQL: A (the test context), B (listener
// up) and C (its listener connection killed and held down). A revoke or rename made on A is seen at
// once on B (NOTIFY, and the change's answer waits for every listening node) and on C (which reads
// the database on every call while its listener is down); a key's rate limit counted by two nodes.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { acquireListener, LISTENER_APPLICATION_NAME, type PgListener } from '../../db/listener';
import { apiKeys, auditEvents } from '../../db/schema';
import { createDeps } from '../../wiring';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertLoan } from '../../test/fixtures';

const WAIT = { timeout: 15_000, interval: 20 };

type Node = { app: FastifyInstance; close: () => Promise<void> };

let ctx: TestContext;
let nodeB: Node;
let nodeC: Node;
let heldDown: PgListener;

const listenerPids = async () =>
  (
    await ctx.db.execute<{ pid: number }>(sql`
      select pid from pg_stat_activity
      where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`)
  ).rows.map((row) => row.pid);

/** Another app instance on the same database (another server behind the load balancer). */
const startNode = async (beforeBuild?: (pool: pg.Pool) => void): Promise<Node> => {
  const opened = await openDatabase({
    dataDir: ctx.dataDir,
    databaseUrl: ctx.config.DATABASE_URL,
    poolSize: 4,
  });
  beforeBuild?.(opened.db.$client);
  const deps = await createDeps({ config: ctx.config, db: opened.db });
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await deps.close?.();
      await opened.close();
    },
  };
};

beforeAll(async () => {
  ctx = await createTestContext({ env: { API_KEY_RATE_LIMIT_PER_MINUTE: '25' } });
  nodeB = await startNode();
  await vi.waitFor(
    () => expect(ctx.app.apiKeyCache.isLive() && nodeB.app.apiKeyCache.isLive()).toBe(true),
    WAIT,
  );
  // C: its listener retries only after ten minutes, so once killed it stays down for this file.
  const before = await listenerPids();
  nodeC = await startNode((pool) => {
    heldDown = acquireListener(pool, { reconnectMs: 600_000 });
  });
  await vi.waitFor(() => expect(nodeC.app.apiKeyCache.isLive()).toBe(true), WAIT);
  const [pidC] = (await listenerPids()).filter((pid) => !before.includes(pid));
  const admin = new pg.Client({ connectionString: ctx.config.DATABASE_URL });
  await admin.connect();
  await admin.query('select pg_terminate_backend($1)', [pidC]);
  await admin.end();
  await vi.waitFor(() => expect(nodeC.app.apiKeyCache.isLive()).toBe(false), WAIT);
});
afterAll(async () => {
  await nodeB?.close();
  await heldDown?.release();
  await nodeC?.close();
  await ctx?.close();
});

const createKey = async (name: string, scopes: string[]) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: bearer(ctx.tokens.admin),
    payload: { name, scopes },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; key: string }>();
};
const get = (app: FastifyInstance, key: string, url = '/api/loan/all', remoteAddress?: string) =>
  app.inject({ method: 'GET', url, headers: bearer(key), ...(remoteAddress ? { remoteAddress } : {}) });
const revokeOnA = async (id: string) => {
  const res = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/api-keys/${id}`,
    headers: bearer(ctx.tokens.admin),
  });
  expect(res.statusCode).toBe(204);
};

describe('API keys across nodes', () => {
  it('B holds a key in memory, and a revoke on A fails it on B the moment the DELETE answers', async () => {
    const { id, key } = await createKey('Held by B', ['loans:read']);
    expect((await get(nodeB.app, key)).statusCode).toBe(200);
    // A change made behind the product's back (no NOTIFY) is not seen: B answers from memory.
    await ctx.db.update(apiKeys).set({ scopes: [] }).where(eq(apiKeys.id, id));
    expect((await get(nodeB.app, key)).statusCode).toBe(200);
    await ctx.db
      .update(apiKeys)
      .set({ scopes: ['loans:read'] })
      .where(eq(apiKeys.id, id));

    await revokeOnA(id);
    const refused = await get(nodeB.app, key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Invalid or revoked API key');
    expect((await get(ctx.app, key)).statusCode).toBe(401);
  });

  it('C, its listener down, reads the database on every call: a revoke is seen at once', async () => {
    expect(nodeC.app.apiKeyCache.isLive()).toBe(false);
    const { id, key } = await createKey('Called on C', ['loans:read']);
    expect((await get(nodeC.app, key)).statusCode).toBe(200);
    expect((await get(nodeC.app, key)).statusCode).toBe(200);
    // Even a revoke written straight to the table (no NOTIFY at all) is seen by C on its next call.
    await ctx.db.update(apiKeys).set({ revoked_at: new Date() }).where(eq(apiKeys.id, id));
    expect((await get(nodeC.app, key)).statusCode).toBe(401);

    const second = await createKey('Revoked through A', ['loans:read']);
    expect((await get(nodeC.app, second.key)).statusCode).toBe(200);
    await revokeOnA(second.id);
    expect((await get(nodeC.app, second.key)).statusCode).toBe(401);
  });

  it('a rename on A is the name in the audit rows of the next write made through B', async () => {
    const { loan } = await insertLoan(ctx.db);
    const { id, key } = await createKey('Old CRM', ['loans:read', 'loans:write']);
    expect((await get(nodeB.app, key)).statusCode).toBe(200);
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/api-keys/${id}`,
      headers: bearer(ctx.tokens.admin),
      payload: { name: 'New CRM' },
    });
    expect(renamed.statusCode).toBe(200);
    const write = await nodeB.app.inject({
      method: 'PUT',
      url: `/api/loan/${loan.id}/update`,
      headers: bearer(key),
      payload: { amount: 1_333_000, version: loan.version },
    });
    expect(write.statusCode).toBe(200);
    const [event] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entity_id, loan.id));
    expect(event).toMatchObject({ action: 'loan.update', actor_kind: 'api_key', actor_name: 'New CRM' });
  });

  it('counts of two nodes reach the shared limit: B stops at 25 after 20 calls on A, A soon after', async () => {
    const { id, key } = await createKey('Shared limit', ['loans:read']);
    for (let i = 0; i < 20; i++) expect((await get(ctx.app, key)).statusCode).toBe(200);
    // A adds its counts to the shared table in batches (for a limit of 25: after every call).
    const shared = async () =>
      (
        await ctx.db.execute<{ count: number }>(
          sql`select count from rate_limits where key = ${`api-key:${id}`}`,
        )
      ).rows[0]?.count;
    await expect.poll(shared).toBe(20);
    const onB: number[] = [];
    for (let i = 0; i < 6; i++) onB.push((await get(nodeB.app, key)).statusCode);
    expect(onB).toEqual([200, 200, 200, 200, 200, 429]);
    // A learns B's calls at its next write: at most one more call (the documented K x B bound).
    const onA: number[] = [];
    for (let i = 0; i < 3; i++) onA.push((await get(ctx.app, key)).statusCode);
    expect(onA.filter((status) => status === 200).length).toBeLessThanOrEqual(2);
    expect(onA[2]).toBe(429);
    const limited = await get(ctx.app, key);
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a flood of unknown keys from one address stops reaching the database', async () => {
    const random = (i: number) => `lk_test_${String(i).padStart(43, 'Z')}`;
    const answers: number[] = [];
    for (let i = 0; i < 61; i++)
      answers.push((await get(nodeB.app, random(i), undefined, '10.9.8.7')).statusCode);
    expect(answers.slice(0, 60).every((status) => status === 401)).toBe(true);
    const limited = await get(nodeB.app, random(99), undefined, '10.9.8.7');
    expect(limited.statusCode).toBe(429);
    // Another address is not affected.
    expect((await get(nodeB.app, random(100), undefined, '10.9.8.6')).statusCode).toBe(401);
  });
});

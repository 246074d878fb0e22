// Integration API keys (issue 22 item 3) through app.inject() on PostgreSQL: shown once, stored
// hashed, scopes enforced by the route access, audit rows under the key's name, per-key rate
// limit, revocation seen at once by a second app instance on the same database, and no key in
// the logs (the app's own pino options and redaction).
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { apiKeys, auditEvents } from '../../db/schema';
import { createDeps } from '../../wiring';
import { appLoggerOptions } from '../../plugins/hardening';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertLoan } from '../../test/fixtures';

let ctx: TestContext;
const logged: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(chunk.toString());
    done();
  },
});

beforeAll(async () => {
  ctx = await createTestContext({
    env: { API_KEY_RATE_LIMIT_PER_MINUTE: '25' },
    overrideDeps: (deps) => ({ ...deps, logger: pino(appLoggerOptions('info'), sink) }),
  });
});
afterAll(async () => {
  await ctx?.close();
});

const admin = () => bearer(ctx.tokens.admin);
const createKey = async (name: string, scopes: string[]) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: admin(),
    payload: { name, scopes },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; name: string; scopes: string[]; key: string }>();
};
const call = (
  key: string,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  app?: FastifyInstance,
) => (app ?? ctx.app).inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });

describe('API keys', () => {
  it('shows the key once, keeps only its SHA-256, and lists keys without it', async () => {
    const created = await createKey('CRM sync', ['loans:read', 'loans:write']);
    expect(created).toMatchObject({ name: 'CRM sync', scopes: ['loans:read', 'loans:write'] });
    expect(created.key).toMatch(/^lk_test_[A-Za-z0-9_-]{43}$/);
    const [row] = await ctx.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.key_hash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.key);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/api-keys', headers: admin() });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.key.slice(12));
    expect(list.json().items[0]).toMatchObject({
      id: created.id,
      name: 'CRM sync',
      prefix: created.key.slice(0, 12),
      last_used_epoch: null,
      revoked_epoch: null,
      created_by: 'admin@example.com',
    });
  });

  it('is for admins only, and refuses unknown scopes with a field error', async () => {
    const borrower = await ctx.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: bearer(ctx.tokens.borrower),
      payload: { name: 'x', scopes: ['loans:read'] },
    });
    expect(borrower.statusCode).toBe(403);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: admin(),
      payload: { name: 'x', scopes: ['loans:admin'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('scopes.0');
  });

  it('a read scope reads its area only: a write, another area or an admin route answers 403', async () => {
    const { loan } = await insertLoan(ctx.db);
    const { key } = await createKey('Reader', ['loans:read']);
    expect((await call(key, 'GET', `/api/loan/${loan.id}`)).statusCode).toBe(200);
    const write = await call(key, 'PUT', `/api/loan/${loan.id}/update`, { amount: 1_300_000, version: 1 });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe('This API key lacks the scope loans:write');
    expect((await call(key, 'GET', '/api/scoring/models-names')).statusCode).toBe(403);
    const keys = await call(key, 'GET', '/api/api-keys');
    expect(keys.statusCode).toBe(403);
    expect(keys.json().message).toBe('API keys cannot call this endpoint');
    const [row] = await ctx.db.select().from(apiKeys).where(eq(apiKeys.name, 'Reader'));
    expect(row!.last_used_at).not.toBeNull();
  });

  it('a write scope changes a loan, and the audit row names the key', async () => {
    const { loan } = await insertLoan(ctx.db);
    const created = await createKey('Servicer push', ['loans:read', 'loans:write']);
    const res = await call(created.key, 'PUT', `/api/loan/${loan.id}/update`, {
      amount: 1_400_000,
      version: loan.version,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().amount).toBe(1_400_000);
    const [event] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entity_id, loan.id));
    expect(event).toMatchObject({
      action: 'loan.update',
      actor_kind: 'api_key',
      actor_name: 'Servicer push',
      actor_api_key_id: created.id,
      after: { amount: 1_400_000 },
    });
  });

  it('a change made deeper down (the loan lifecycle) names the key; a token call next names the person', async () => {
    const { loan } = await insertLoan(ctx.db);
    const created = await createKey('Underwriting bot', ['loans:write']);
    const rejected = await call(created.key, 'POST', `/api/loan-status/${loan.id}/set/rejected`, {
      reason: 'Outside the fund box',
    });
    expect(rejected.statusCode).toBe(200);
    const { loan: other } = await insertLoan(ctx.db);
    const byPerson = await ctx.app.inject({
      method: 'PUT',
      url: `/api/loan/${other.id}/update`,
      headers: admin(),
      payload: { amount: 900_000, version: other.version },
    });
    expect(byPerson.statusCode).toBe(200);
    const rows = await ctx.db
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.entity_id, [loan.id, other.id]));
    expect(rows.find((row) => row.entity_id === loan.id)).toMatchObject({
      action: 'loan.transition.reject',
      actor_kind: 'api_key',
      actor_name: 'Underwriting bot',
      actor_api_key_id: created.id,
    });
    expect(rows.find((row) => row.entity_id === other.id)).toMatchObject({
      action: 'loan.update',
      actor_kind: 'user',
      actor_api_key_id: null,
    });
  });

  it('unknown or malformed keys answer 401; rename changes the name in later audit rows', async () => {
    const unknown = await call(`lk_test_${'A'.repeat(43)}`, 'GET', '/api/loan/all');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Invalid or revoked API key');
    expect((await call('lk_nonsense', 'GET', '/api/loan/all')).statusCode).toBe(401);
    const created = await createKey('Old name', ['loans:read']);
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/api-keys/${created.id}`,
      headers: admin(),
      payload: { name: 'New name' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: created.id, name: 'New name', scopes: ['loans:read'] });
  });

  it('is rate limited per key: the 26th call in a minute answers 429, another key still works', async () => {
    const busy = await createKey('Busy', ['loans:read']);
    const calm = await createKey('Calm', ['loans:read']);
    const answers: number[] = [];
    for (let i = 0; i < 26; i++) answers.push((await call(busy.key, 'GET', '/api/loan/all')).statusCode);
    expect(answers.slice(0, 25).every((status) => status === 200)).toBe(true);
    const limited = await call(busy.key, 'GET', '/api/loan/all');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(calm.key, 'GET', '/api/loan/all')).statusCode).toBe(200);
  });

  it('a key revoked through one app instance fails at once on another', async () => {
    const opened = await openDatabase({
      dataDir: ctx.dataDir,
      databaseUrl: ctx.config.DATABASE_URL,
      poolSize: 4,
    });
    const deps = await createDeps({ config: ctx.config, db: opened.db });
    const other = await buildApp(deps);
    await other.ready();
    try {
      const created = await createKey('To revoke', ['loans:read']);
      expect((await call(created.key, 'GET', '/api/loan/all', undefined, other)).statusCode).toBe(200);
      const revoked = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/api-keys/${created.id}`,
        headers: admin(),
      });
      expect(revoked.statusCode).toBe(204);
      expect((await call(created.key, 'GET', '/api/loan/all', undefined, other)).statusCode).toBe(401);
      expect((await call(created.key, 'GET', '/api/loan/all')).statusCode).toBe(401);
      const list = await ctx.app.inject({ method: 'GET', url: '/api/api-keys', headers: admin() });
      const entry = list.json().items.find((item: { id: string }) => item.id === created.id);
      expect(entry.revoked_epoch).toBeGreaterThan(0);
    } finally {
      await other.close();
      await deps.close?.();
      await opened.close();
    }
  });

  it('never writes a key to the logs', async () => {
    const created = await createKey('Logged?', ['loans:read']);
    await call(created.key, 'GET', '/api/loan/all');
    await call(created.key, 'GET', '/api/api-keys');
    const text = logged.join('');
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toContain(created.key);
    expect(text).not.toContain(created.key.slice(12));
  });
});

// The audit-trail viewer (issue 22 item 6): admin only, newest first with a cursor, filters by
// loan, actor (person, API key by name, system), entity, action and time, before/after values,
// CSV; and PostgreSQL refuses to change or delete an audit row.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../plugins/audit';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertLoan } from '../../test/fixtures';

let ctx: TestContext;
let loan: Awaited<ReturnType<typeof insertLoan>>['loan'];
let other: Awaited<ReturnType<typeof insertLoan>>['loan'];
let key: string;

const get = (url: string, headers: Record<string, string> = bearer(ctx.tokens.admin)) =>
  ctx.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  ctx = await createTestContext();
  ({ loan } = await insertLoan(ctx.db));
  ({ loan: other } = await insertLoan(ctx.db));
  const update = await ctx.app.inject({
    method: 'PUT',
    url: `/api/loan/${loan.id}/update`,
    headers: bearer(ctx.tokens.admin),
    payload: { amount: 1_500_000, version: loan.version },
  });
  expect(update.statusCode).toBe(200);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: bearer(ctx.tokens.admin),
    payload: { name: 'Nightly CRM', scopes: ['loans:read', 'loans:write'] },
  });
  key = created.json().key;
  const byKey = await ctx.app.inject({
    method: 'PUT',
    url: `/api/loan/${other.id}/update`,
    headers: bearer(key),
    payload: { duration_months: 24, version: other.version },
  });
  expect(byKey.statusCode).toBe(200);
  await recordAudit(ctx.db, {
    actor: null,
    action: 'loan.restore.timed',
    entity_type: 'loan',
    entity_id: loan.id,
    before: { archived: true },
    after: { archived: false },
  });
});
afterAll(async () => {
  await ctx?.close();
});

type Page = {
  items: Array<{
    id: number;
    actor: { kind: string; name: string };
    action: string;
    entity_id: string;
    loan_id: string | null;
    before: unknown;
    after: unknown;
  }>;
  next_cursor: string | null;
};

describe('GET /api/audit', () => {
  it('lists a loan’s changes newest first with who (person, key, system) and before/after', async () => {
    const res = await get(`/api/audit?loan_id=${loan.human_id}`);
    expect(res.statusCode).toBe(200);
    const page = res.json<Page>();
    expect(page.items.map((row) => row.action)).toEqual(['loan.restore.timed', 'loan.update']);
    expect(page.items[0]!.actor).toMatchObject({ kind: 'system', name: 'System' });
    expect(page.items[1]).toMatchObject({
      actor: { kind: 'user', name: 'admin@example.com' },
      loan_id: loan.id,
      before: { amount: 1_250_000 },
      after: { amount: 1_500_000 },
    });
    const byKey = (await get(`/api/audit?actor=nightly`)).json<Page>();
    expect(byKey.items.map((row) => [row.action, row.entity_id, row.actor.kind, row.actor.name])).toEqual([
      ['loan.update', other.id, 'api_key', 'Nightly CRM'],
    ]);
    const system = (await get('/api/audit?actor_kind=system')).json<Page>();
    expect(system.items.every((row) => row.actor.kind === 'system')).toBe(true);
    expect(system.items.length).toBeGreaterThan(0);
  });

  it('filters by entity, action and time, and pages with a cursor', async () => {
    const first = (await get('/api/audit?entity=loan&action=loan.update&limit=1')).json<Page>();
    expect(first.items).toHaveLength(1);
    expect(first.next_cursor).not.toBeNull();
    const second = (
      await get(`/api/audit?entity=loan&action=loan.update&limit=1&cursor=${first.next_cursor}`)
    ).json<Page>();
    expect(second.items[0]!.id).toBeLessThan(first.items[0]!.id);
    expect(second.next_cursor).toBeNull();
    const future = Math.floor(Date.now() / 1000) + 3600;
    expect((await get(`/api/audit?from=${future}`)).json<Page>().items).toEqual([]);
    expect((await get(`/api/audit?to=${future}&entity=api_key`)).json<Page>().items[0]!.action).toBe(
      'api-key.create',
    );
    expect((await get('/api/audit?cursor=abc')).statusCode).toBe(400);
    expect((await get('/api/audit?loan_id=99999')).statusCode).toBe(404);
  });

  it('exports CSV with Accept: text/csv', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/audit?loan_id=${loan.id}`,
      headers: { ...bearer(ctx.tokens.admin), accept: 'text/csv' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,time,actor_kind,actor,entity_type,entity_id,loan_id,action,before,after');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('admin@example.com');
    expect(lines[2]).toContain('"{""amount"":1250000}"');
  });

  it('is admin only, and not open to API keys', async () => {
    expect((await get('/api/audit', bearer(ctx.tokens.borrower))).statusCode).toBe(403);
    expect((await get('/api/audit', bearer(ctx.tokens.broker))).statusCode).toBe(403);
    expect((await get('/api/audit', bearer(key))).statusCode).toBe(403);
    expect((await get('/api/audit', {})).statusCode).toBe(401);
  });

  it('audit rows cannot be changed or deleted (PostgreSQL refuses)', async () => {
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'changed',
        (error: Error & { cause?: { message?: string } }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(ctx.db.execute(sql`update audit_events set action = 'forged'`))).toBe(
      'audit_events rows are append-only',
    );
    expect(await refusal(ctx.db.execute(sql`delete from audit_events`))).toBe(
      'audit_events rows are append-only',
    );
    const count = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_events where action = 'forged'`,
    );
    expect(count.rows[0]!.n).toBe(0);
  });
});

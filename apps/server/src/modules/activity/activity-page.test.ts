// GET /activity/page (issue 10): every activity reachable page by page, earliest due first,
// undated last, no 5,000 cap, filters kept across pages, cursors tamper-proof, limits validated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertLoan } from '../../test/fixtures';

type Page = {
  activities: Array<{ activity_id: string; due_epoch: number | null; loan_name: string | null }>;
  next_cursor: string | null;
};

describe('GET /activity/page', () => {
  let ctx: TestContext;
  const now = Math.floor(Date.now() / 1000);
  const get = (url: string, token = ctx.tokens.admin) =>
    ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  const walk = async (query: string) => {
    const seen: Page['activities'] = [];
    let cursor: string | null = null;
    do {
      const response = await get(
        `/api/activity/page?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<Page>();
      seen.push(...body.activities);
      cursor = body.next_cursor;
    } while (cursor);
    return seen;
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    const { loan } = await insertLoan(ctx.db);
    // 5,030 activities: more than the old cap. Due dates repeat (ties) and 30 have none.
    const rows = Array.from({ length: 5030 }, (_, i) => ({
      loan_id: loan.id,
      activity_type: 'internal',
      name: `Task ${i}`,
      state: i % 4 === 0 ? 'done' : 'new',
      state_epoch: now,
      last_update: now,
      due_epoch: i < 30 ? null : now + (i % 50) * 3600,
    }));
    for (let i = 0; i < rows.length; i += 1000)
      await ctx.db.insert(activities).values(rows.slice(i, i + 1000));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('reaches every activity once, earliest due first and undated last, past 5,000', async () => {
    const seen = await walk('limit=200');
    expect(seen).toHaveLength(5030);
    expect(new Set(seen.map((a) => a.activity_id)).size).toBe(5030);
    const dues = seen.map((a) => a.due_epoch ?? Number.MAX_SAFE_INTEGER);
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
    expect(seen.slice(-30).every((a) => a.due_epoch === null)).toBe(true);
    expect(seen[0]!.loan_name).toContain('Maple Ave');
  });

  it('keeps the status filter across pages', async () => {
    const todo = await walk('limit=200&status=todo');
    expect(todo).toHaveLength(5030 - Math.ceil(5030 / 4));
    expect((await get('/api/activity/page?limit=1&status=todo')).json().total).toBe(todo.length);
  });

  it('sorts by another column of the table, either way, still reaching every activity once', async () => {
    const byName = await walk('limit=200&status=todo&sort=name&dir=desc');
    expect(byName).toHaveLength(5030 - Math.ceil(5030 / 4));
    expect(new Set(byName.map((a) => a.activity_id)).size).toBe(byName.length);
    const names = byName.map((a) => (a as unknown as { name: string }).name);
    // PostgreSQL's collation orders the names; the page order must be the same as a fresh sort.
    const again = await walk('limit=200&status=todo&sort=name&dir=asc');
    expect(again.map((a) => a.activity_id)).toEqual([...byName.map((a) => a.activity_id)].reverse());
    expect(names[0]).not.toBe(names[names.length - 1]);
    expect((await get('/api/activity/page?sort=password')).json().message).toBe(
      'sort must be one of due_epoch, name, activity_type, loan_name, status, owner',
    );
    const first = (await get('/api/activity/page?limit=10&sort=name')).json<Page>();
    const other = await get(
      `/api/activity/page?limit=10&sort=name&dir=desc&cursor=${encodeURIComponent(first.next_cursor!)}`,
    );
    expect(other.statusCode).toBe(400);
  });

  it('refuses a tampered cursor, one from another filter, and bad limits; admin only', async () => {
    const first = (await get('/api/activity/page?limit=10')).json<Page>();
    const cursor = first.next_cursor!;
    expect((await get(`/api/activity/page?cursor=${encodeURIComponent(`${cursor}x`)}`)).statusCode).toBe(400);
    const other = await get(`/api/activity/page?status=todo&cursor=${encodeURIComponent(cursor)}`);
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('Invalid page cursor');
    expect((await get('/api/activity/page?limit=201')).json().message).toBe('limit must be at most 200');
    expect((await get('/api/activity/page?due=yesterday')).statusCode).toBe(400);
    expect((await get('/api/activity/page', ctx.tokens.broker)).statusCode).toBe(403);
  });
});

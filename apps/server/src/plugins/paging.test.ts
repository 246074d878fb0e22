// Issue 22 item 5: every list pages with `?limit=&cursor=` (plugins/paging.ts). For representative
// lists a client follows the `Link: <...>; rel="next"` header (checked against X-Next-Cursor) to the
// end and gets exactly the unpaged list: no duplicate, no gap; a bad limit or cursor is a 400 with
// the contract's message; without limit and cursor the answer is what it was.
import { messages } from '@lending/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/index';
import { bearer, createTestContext, type TestContext } from '../test/context';
import { insertBorrower, insertContact } from '../test/fixtures';

type Row = Record<string, unknown>;

const nextUrl = (link: string | undefined): string | null => {
  if (!link) return null;
  const match = /^<([^>]+)>; rel="next"$/.exec(link);
  expect(match, link).not.toBeNull();
  return match![1]!;
};

describe('paged lists (limit and cursor, X-Next-Cursor and Link)', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = bearer(ctx.tokens.admin);
    // Equal names on purpose: the order's unique tiebreaker (the id) must keep pages apart.
    for (let i = 0; i < 7; i += 1) {
      await insertBorrower(ctx.db, { first_name: 'Sam', last_name: i % 2 ? 'Same' : `Name${i}` });
      await insertContact(ctx.db, { first_name: 'Kim', last_name: i % 3 ? 'Same' : `Name${i}` });
    }
    // Mails written in the same instant: created_at ties broken by the id.
    const at = new Date();
    await ctx.db
      .insert(outbox)
      .values(
        Array.from({ length: 9 }, (_, i) => ({
          to: `m${i}@example.com`,
          subject: `Mail ${i}`,
          text: 'x',
          created_at: at,
        })),
      );
  }, 120_000);
  afterAll(async () => ctx?.close());

  const get = (url: string, headers = admin) => ctx.app.inject({ method: 'GET', url, headers });

  /** Follows the Link headers from `?limit=` to the last page; every item of every page. */
  const walk = async (url: string, limit: number, headers = admin) => {
    const items: Row[] = [];
    let next: string | null = `${url}${url.includes('?') ? '&' : '?'}limit=${limit}`;
    let pages = 0;
    while (next) {
      const response = await get(next, headers);
      expect(response.statusCode, `${next}: ${response.body}`).toBe(200);
      const page = response.json<Row[]>();
      expect(page.length).toBeLessThanOrEqual(limit);
      items.push(...page);
      pages += 1;
      const cursor = response.headers['x-next-cursor'] as string | undefined;
      next = nextUrl(response.headers.link as string | undefined);
      expect(next === null, 'X-Next-Cursor and Link come together').toBe(cursor === undefined);
      if (cursor) expect(new URL(next!, 'http://x').searchParams.get('cursor')).toBe(cursor);
      expect(pages).toBeLessThan(200);
    }
    return { items, pages };
  };

  const expectSameList = async (url: string, id: string, limit: number, headers = admin) => {
    const whole = await get(url, headers);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['x-next-cursor']).toBeUndefined();
    expect(whole.headers.link).toBeUndefined();
    const all = whole.json<Row[]>().map((row) => row[id]);
    const { items, pages } = await walk(url, limit, headers);
    const paged = items.map((row) => row[id]);
    expect(new Set(paged).size, 'no duplicates').toBe(paged.length);
    expect([...paged].sort(), 'no gaps: the same set as the unpaged list').toEqual([...all].sort());
    expect(pages).toBe(Math.max(1, Math.ceil(all.length / limit)));
    return all;
  };

  it('walks GET /api/borrower/all page by page to the same borrowers, in the same order', async () => {
    const all = await expectSameList('/api/borrower/all', 'id', 3);
    expect(all.length).toBeGreaterThanOrEqual(7);
    const { items } = await walk('/api/borrower/all', 2);
    expect(items.map((row) => row.id)).toEqual(all);
  });

  it('walks GET /api/contact/all', async () => {
    expect((await expectSameList('/api/contact/all', 'id', 2)).length).toBeGreaterThanOrEqual(7);
  });

  it('walks GET /api/outbox (newest first, ties on the time), with its filter kept in the Link', async () => {
    expect((await expectSameList('/api/outbox', 'id', 4)).length).toBeGreaterThanOrEqual(9);
    const filtered = await walk('/api/outbox?to=m3@example.com', 1);
    expect(filtered.items.map((mail) => mail.to)).toEqual(['m3@example.com']);
  });

  it('answers 400 with the contract message for a bad limit or a cursor that does not decode', async () => {
    for (const limit of ['0', '501', 'ten', '2.5', '-1']) {
      const response = await get(`/api/borrower/all?limit=${limit}`);
      expect(response.statusCode, limit).toBe(400);
      expect(response.json().message, limit).toBe(messages.pageLimit);
    }
    const first = await get('/api/contact/all?limit=1');
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const badCursors: Array<[string, string]> = [
      ['/api/borrower/all', 'not-a-cursor'],
      ['/api/borrower/all', Buffer.from('{"a":1}').toString('base64url')],
      ['/api/borrower/all', encode(['getBorrowerAll', 'x', 'y', 'not-a-uuid'])],
      ['/api/outbox', encode(['getOutbox', 'yesterday', '00000000-0000-4000-8000-000000000000'])],
      // A cursor of another list.
      ['/api/borrower/all', first.headers['x-next-cursor'] as string],
    ];
    for (const [url, cursor] of badCursors) {
      const response = await get(`${url}?cursor=${encodeURIComponent(cursor)}`);
      expect(response.statusCode, `${url} ${cursor}`).toBe(400);
      expect(response.json().message).toBe(messages.pageCursor);
    }
  });
});

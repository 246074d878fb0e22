// Issue 22 item 5: every list pages with `?limit=&cursor=` (plugins/paging.ts). For representative
// lists a client follows the `Link: <...>; rel="next"` header (checked against X-Next-Cursor) to the
// end and gets exactly the unpaged list: no duplicate, no gap; a bad limit or cursor is a 400 with
// the contract's message; without limit and cursor the answer is what it was.
import { messages } from '@lending/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, outbox } from '../db/schema/index';
import { bearer, createTestContext, type TestContext } from '../test/context';
import { insertBorrower, insertContact, insertLoan, insertUser } from '../test/fixtures';

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
  let loanId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = bearer(ctx.tokens.admin);
    // Equal names on purpose: the order's unique tiebreaker (the id) must keep pages apart.
    for (let i = 0; i < 7; i += 1) {
      await insertBorrower(ctx.db, { first_name: 'Sam', last_name: i % 2 ? 'Same' : `Name${i}` });
      await insertContact(ctx.db, { first_name: 'Kim', last_name: i % 3 ? 'Same' : `Name${i}` });
    }
    const { loan } = await insertLoan(ctx.db);
    loanId = loan.id;
    const now = Math.floor(Date.now() / 1000);
    await ctx.db.insert(activities).values(
      Array.from({ length: 11 }, (_, i) => ({
        loan_id: loan.id,
        activity_type: i % 3 ? 'internal' : 'document-request',
        name: `Task ${i}`,
        state: 'new',
        state_epoch: now,
        last_update: now,
      })),
    );
    // Funded loans with equal amounts and one without: the keyset order (amount, human_id) holds them.
    for (const amount of [500_000, 500_000, 750_000, null, 500_000])
      await insertLoan(ctx.db, { values: { status: 'Funded', amount } });
    for (let i = 0; i < 4; i += 1)
      await insertUser(ctx.db, { role: 'admin', email: `staff${i}@example.com` });
    // Mails written in the same instant: created_at ties broken by the id.
    const at = new Date();
    await ctx.db.insert(outbox).values(
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

  it("walks a loan's activities and its document requests (paged in memory, by id)", async () => {
    const all = await expectSameList(`/api/activity/loan/${loanId}/all`, 'activity_id', 4);
    expect(all.length).toBe(11);
    const requests = await expectSameList(
      `/api/activity/loan/${loanId}/document-request/all`,
      'activity_id',
      2,
    );
    expect(requests.length).toBe(4);
  });

  it('walks GET /api/activity/all with its filter, and GET /api/user/staff', async () => {
    expect((await expectSameList('/api/activity/all', 'activity_id', 5)).length).toBeGreaterThanOrEqual(11);
    expect((await expectSameList('/api/user/staff', 'id', 2)).length).toBeGreaterThanOrEqual(5);
  });

  it('walks GET /api/loan/portfolio in the streamed order (amount descending, no amount last)', async () => {
    const all = await expectSameList('/api/loan/portfolio', 'id', 2);
    expect(all.length).toBe(5);
    expect((await walk('/api/loan/portfolio', 2)).items.map((loan) => loan.id)).toEqual(all);
    expect((await walk('/api/loan/portfolio', 2)).items.at(-1)!.amount).toBeNull();
  });

  it('pages GET /api/webhook-subscriptions in its body, { items, next_cursor }', async () => {
    for (let i = 0; i < 3; i += 1) {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/webhook-subscriptions',
        headers: admin,
        payload: { url: `https://hooks.example.com/${i}`, events: ['loan.created'] },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const whole = (await get('/api/webhook-subscriptions')).json<{ items: Row[]; next_cursor: null }>();
    expect(whole.next_cursor).toBeNull();
    const seen: unknown[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `limit=2&cursor=${cursor}` : 'limit=2';
      const page = (await get(`/api/webhook-subscriptions?${query}`)).json<{
        items: Row[];
        next_cursor: string | null;
      }>();
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect([...seen].sort()).toEqual(whole.items.map((item) => item.id).sort());
    expect(new Set(seen).size).toBe(3);
  });

  it('declares the paging query and headers, and the CSV answers, in the OpenAPI document', async () => {
    type Operation = {
      parameters?: Array<{ name: string; in: string }>;
      responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, unknown> }>;
    };
    const document = (await get('/api/docs/json')).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    for (const path of [
      '/api/borrower/all',
      '/api/outbox',
      '/api/activity/loan/{id}/all',
      '/api/user/staff',
    ]) {
      const operation = document.paths[path]!.get!;
      expect(
        operation.parameters?.filter((p) => p.in === 'query').map((p) => p.name),
        path,
      ).toEqual(expect.arrayContaining(['limit', 'cursor']));
      expect(Object.keys(operation.responses['200']!.headers ?? {}), path).toEqual(['X-Next-Cursor', 'Link']);
    }
    for (const path of ['/api/audit', '/api/servicing/portfolio', '/api/servicing/loan/{loanId}/schedule']) {
      const content = document.paths[path]!.get!.responses['200']!.content!;
      expect(Object.keys(content), path).toEqual(['application/json', 'text/csv']);
      expect(content['text/csv'], path).toEqual({ schema: { type: 'string' } });
    }
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

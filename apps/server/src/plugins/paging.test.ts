// Issue 22 item 5: every list pages with `?limit=&cursor=` (plugins/paging.ts). For representative
// lists a client follows the `Link: <...>; rel="next"` header (checked against X-Next-Cursor) to the
// end and gets exactly the unpaged list: no duplicate, no gap; a bad limit or cursor is a 400 with
// the contract's message; without limit and cursor the answer is what it was.
import { messages } from '@lending/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, leads, outbox } from '../db/schema/index';
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
  let sharedLoanId: string;
  const brokerLoanIds: string[] = [];
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
    // Paged in SQL with an access filter (issue 22 item 5): the broker's loans among others they
    // may not see, and a borrower's loan whose staff-only activities the borrower never sees.
    for (let i = 0; i < 5; i += 1)
      brokerLoanIds.push((await insertLoan(ctx.db, { contactIds: [ctx.users.broker.contact_id!] })).loan.id);
    const shared = await insertLoan(ctx.db, {
      borrowerIds: [ctx.users.borrower.borrower_id!],
      contactIds: [ctx.users.broker.contact_id!],
    });
    brokerLoanIds.push(shared.loan.id);
    sharedLoanId = shared.loan.id;
    const types = ['internal', 'document-request', 'underwriting', 'question', 'term-sheet', 'internal'];
    await ctx.db.insert(activities).values(
      Array.from({ length: 12 }, (_, i) => ({
        loan_id: shared.loan.id,
        activity_type: types[i % types.length]!,
        name: `Shared ${i}`,
        state: 'new',
        state_epoch: now,
        last_update: now,
      })),
    );
    await ctx.db.insert(leads).values(
      Array.from({ length: 7 }, (_, i) => ({
        status: i % 3 ? 'new' : 'declined',
        payload: {
          borrowerName: { firstName: 'Lee', lastName: `Lead${i}` },
          borrowerEmail: `l${i}@example.com`,
        },
        fingerprint: `fp-${i}`,
        created_epoch: now,
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
      // Filtered in the page's own query: a page with a next one is never short.
      if (response.headers['x-next-cursor']) expect(page.length, `${next} is full`).toBe(limit);
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

  it("walks a loan's activities and its document requests (paged in SQL, by id)", async () => {
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

  it("walks a broker's loans: exactly the loans linked to them, none of the others (paged in SQL)", async () => {
    const broker = bearer(ctx.tokens.broker);
    const all = await expectSameList('/api/broker/all', 'id', 2, broker);
    expect([...all].sort()).toEqual([...brokerLoanIds].sort());
    expect(all).not.toContain(loanId);
    const { items } = await walk('/api/broker/all', 4, broker);
    expect(items.map((loan) => loan.id).sort()).toEqual([...brokerLoanIds].sort());
  });

  it("walks a borrower's and a broker's view of a loan's activities: staff-only work never shows", async () => {
    const borrower = bearer(ctx.tokens.borrower);
    const mine = await expectSameList(
      `/api/personal/loan/${sharedLoanId}/activities`,
      'activity_id',
      2,
      borrower,
    );
    const { items } = await walk(`/api/personal/loan/${sharedLoanId}/activities`, 3, borrower);
    // 12 activities, of which 6 internal or underwriting: the borrower's pages hold the other 6.
    expect(mine.length).toBe(6);
    expect(new Set(items.map((activity) => activity.activity_type))).toEqual(
      new Set(['document-request', 'question', 'term-sheet']),
    );
    const broker = bearer(ctx.tokens.broker);
    const brokers = await expectSameList(
      `/api/broker/loan/${sharedLoanId}/activities`,
      'activity_id',
      4,
      broker,
    );
    expect([...brokers].sort()).toEqual([...mine].sort());
    // Staff see all 12; another loan's page never leaks into this one.
    const staff = await expectSameList(`/api/activity/loan/${sharedLoanId}/all`, 'activity_id', 5);
    expect(staff.length).toBe(12);
    expect(staff).toEqual(expect.arrayContaining(mine));
  });

  it('walks GET /api/activity/all filtered to what is still to do, and GET /api/leads by status', async () => {
    const todo = await expectSameList('/api/activity/all?status=todo', 'activity_id', 7);
    expect(todo.length).toBeGreaterThanOrEqual(23);
    const allLeads = await expectSameList('/api/leads', 'id', 2);
    expect(allLeads.length).toBe(7);
    const fresh = await walk('/api/leads?status=new', 3);
    expect(fresh.items.length).toBe(4);
    expect(fresh.items.every((lead) => lead.status === 'new')).toBe(true);
  });

  it("walks a loan's threads (its owner's only)", async () => {
    for (let i = 0; i < 5; i += 1) {
      const created = await ctx.app.inject({
        method: 'POST',
        url: `/api/thread/create/${sharedLoanId}`,
        headers: admin,
        payload: { name: `Thread ${i}` },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    expect((await expectSameList(`/api/thread/${sharedLoanId}/all`, 'id', 2)).length).toBe(5);
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

  it('pages GET /api/api-keys in its body, in SQL on the key id', async () => {
    for (let i = 0; i < 5; i += 1) {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/api-keys',
        headers: admin,
        payload: { name: `Key ${i}`, scopes: ['loans:read'] },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    type KeyPage = { items: Row[]; next_cursor: string | null };
    const whole = (await get('/api/api-keys')).json<KeyPage>();
    expect(whole.next_cursor).toBeNull();
    expect(whole.items.length).toBe(5);
    const seen: unknown[] = [];
    let cursor: string | null = null;
    do {
      const response = await get(`/api/api-keys?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<KeyPage>();
      if (page.next_cursor) expect(page.items.length).toBe(2);
      expect(JSON.stringify(page)).not.toMatch(/"key"/);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(5);
    expect([...seen].sort()).toEqual(whole.items.map((item) => item.id).sort());
    const bad = await get(
      `/api/api-keys?cursor=${Buffer.from('["getApiKeys","nope"]').toString('base64url')}`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.pageCursor);
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
      for (const url of ['/api/borrower/all', '/api/activity/all', '/api/leads']) {
        const response = await get(`${url}?limit=${limit}`);
        expect(response.statusCode, `${url} ${limit}`).toBe(400);
        expect(response.json().message, limit).toBe(messages.pageLimit);
      }
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
      ['/api/leads', first.headers['x-next-cursor'] as string],
      // Lists paged in SQL on a uuid: a key of another kind is refused before any query.
      ['/api/leads', encode(['getLeads', 'not-a-uuid'])],
      ['/api/user/staff', encode(['getUserStaff', 42])],
      ['/api/broker/all', encode(['getBrokerAll', "x' or 1=1 --"])],
    ];
    for (const [url, cursor] of badCursors) {
      const response = await get(`${url}?cursor=${encodeURIComponent(cursor)}`);
      expect(response.statusCode, `${url} ${cursor}`).toBe(400);
      expect(response.json().message).toBe(messages.pageCursor);
    }
  });
});

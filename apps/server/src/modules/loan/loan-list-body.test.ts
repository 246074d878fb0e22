// GET /loan/all answered from the body kept for the data version (issue 22): the same bytes as the
// streamed answer and as the loans read one query at a time, gzip and brotli of those same bytes,
// a new body as soon as any shown data changes, still admin only and never stored by a client.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loans } from '../../db/schema';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertBorrower, insertContact, insertLoan } from '../../test/fixtures';
import { createBodyCollector, keptListBody } from './loan-list-body';
import { loadLoanJsonRows, scopeCondition } from './loan.queries';
import { loanJsonText } from './loan.wire';

describe('GET /loan/all, kept per data version', () => {
  let ctx: TestContext;
  const get = (headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/loan/all',
      headers: { ...bearer(ctx.tokens.admin), ...headers },
    });
  /** The list as the loans read in one query and joined (the path before streaming). */
  const reference = async () =>
    `[${(await loadLoanJsonRows(ctx.db, scopeCondition('all'))).map(loanJsonText).join(',')}]`;

  beforeAll(async () => {
    ctx = await createTestContext();
    const borrower = await insertBorrower(ctx.db);
    const contact = await insertContact(ctx.db);
    for (let i = 0; i < 40; i += 1)
      await insertLoan(ctx.db, {
        values: { amount: 100_000 + ((i * 7919) % 40) * 10_000, archived: i % 10 === 0 },
        ...(i % 3 === 0 ? { borrowerIds: [borrower.id], contactIds: [contact.id] } : {}),
      });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers the same bytes streamed, then kept, as the one-query list', async () => {
    const streamed = await get({ 'accept-encoding': 'identity' });
    expect(streamed.statusCode).toBe(200);
    const kept = await get({ 'accept-encoding': 'identity' });
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toBe(streamed.body);
    expect(kept.body).toBe(await reference());
    expect(kept.json()).toHaveLength(36);
    expect(kept.headers['content-type']).toContain('application/json');
    expect(kept.headers['cache-control']).toBe('no-store');
    expect(kept.headers.etag).toBe(streamed.headers.etag);
  });

  it('sends gzip and brotli of the same body once they are made', async () => {
    const plain = (await get({ 'accept-encoding': 'identity' })).body;
    let br = await get({ 'accept-encoding': 'br' });
    for (let i = 0; i < 50 && br.headers['content-encoding'] !== 'br'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      br = await get({ 'accept-encoding': 'br' });
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await get({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
  });

  it('answers the new data at once after a change', async () => {
    const before = (await get()).json<Array<{ id: string; name: string }>>();
    const first = before[0]!;
    await ctx.db.update(loans).set({ name: 'Renamed - 1 Kept St, Austin' }).where(eq(loans.id, first.id));
    const after = await get({ 'accept-encoding': 'identity' });
    expect(after.json<Array<{ id: string; name: string }>>()[0]!.name).toBe('Renamed - 1 Kept St, Austin');
    expect(after.body).toBe(await reference());
    expect((await get({ 'accept-encoding': 'identity' })).body).toBe(after.body);
  });

  it('is still refused to borrowers, brokers and callers without a token', async () => {
    for (const role of ['borrower', 'broker'] as const) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/loan/all',
        headers: bearer(ctx.tokens[role]),
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/loan/all' })).statusCode).toBe(401);
  });
});

describe('the kept list body stays bounded', () => {
  // Only identity matters to the collector (a WeakMap key), not a live database.
  const fakeDb = () => ({}) as unknown as TestContext['db'];

  it('keeps nothing for a list larger than the cap, and the whole list under it', () => {
    const db = fakeDb();
    const big = createBodyCollector(db, 'all', 10);
    big.add('[{"a":1},');
    big.add('{"b":2}]');
    big.complete(7);
    big.release();
    expect(keptListBody(db, 'all', 7)).toBeUndefined();

    const small = createBodyCollector(db, 'all', 100);
    small.add('[{"a":1},');
    small.add('{"b":2}]');
    small.complete(7);
    small.release();
    expect(keptListBody(db, 'all', 7)?.json.toString()).toBe('[{"a":1},{"b":2}]');
    expect(keptListBody(db, 'all', 8)).toBeUndefined();
  });

  it('lets one stream per list collect at a time, and the next once it ends', () => {
    const db = fakeDb();
    const first = createBodyCollector(db, 'portfolio');
    const second = createBodyCollector(db, 'portfolio');
    second.add('[]');
    second.complete(3);
    second.release();
    expect(keptListBody(db, 'portfolio', 3)).toBeUndefined();
    first.add('[1]');
    first.release(); // a client gone before the end: nothing kept
    expect(keptListBody(db, 'portfolio', 3)).toBeUndefined();
    const third = createBodyCollector(db, 'portfolio');
    third.add('[2]');
    third.complete(4);
    third.release();
    expect(keptListBody(db, 'portfolio', 4)?.json.toString()).toBe('[2]');
  });
});

// GET /loan/all streamed (issue 10): more loans than one cursor batch arrive as one valid JSON
// array, amount descending, each once, in the contract shape; ETag/304 still answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loans } from '../../db/schema';
import { bearer, createTestContext, type TestContext } from '../../test/context';

describe('GET /loan/all, streamed', () => {
  let ctx: TestContext;
  const COUNT = 1_234;

  beforeAll(async () => {
    ctx = await createTestContext();
    const now = Math.floor(Date.now() / 1000);
    const rows = Array.from({ length: COUNT }, (_, i) => ({
      human_id: String(60_000 + i),
      name: `${60_000 + i} - ${i} Stream St, Austin`,
      status: 'Preliminary',
      amount: i % 10 === 0 ? null : 1_000 * ((i * 7919) % 1000),
      archived: i % 100 === 0,
      last_update: now,
    }));
    for (let i = 0; i < rows.length; i += 500) await ctx.db.insert(loans).values(rows.slice(i, i + 500));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('sends every loan of the list once, across cursor batches, amount descending', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/loan/all',
      headers: bearer(ctx.tokens.admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json<Array<{ id: string; amount: number | null; status: { state: string } }>>();
    const active = COUNT - Math.ceil(COUNT / 100);
    expect(body).toHaveLength(active);
    expect(new Set(body.map((loan) => loan.id)).size).toBe(active);
    const amounts = body.map((loan) => loan.amount ?? -1);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(body[0]!.status.state).toBe('Preliminary');

    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/loan/all',
      headers: { ...bearer(ctx.tokens.admin), 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const archive = await ctx.app.inject({
      method: 'GET',
      url: '/api/loan/all-archive',
      headers: bearer(ctx.tokens.admin),
    });
    expect(archive.json()).toHaveLength(Math.ceil(COUNT / 100));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index';
import { bearer, createTestContext, type TestContext } from '../../test/context';

describe('GET /api/outbox (admin): the mails the app sent, newest first', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  it('lists newest first, filters by recipient, reads one, and is for admins only', async () => {
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await ctx.db.insert(outbox).values([
      { to: 'old@example.com', subject: 'Older', text: 'a', created_at: at(10) },
      { to: 'new@example.com', subject: 'Newer', text: 'b', html: '<p>b</p>', created_at: at(1) },
    ]);
    const admin = bearer(ctx.tokens.admin);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/outbox', headers: admin });
    expect(list.json().map((m: { subject: string }) => m.subject)).toEqual(['Newer', 'Older']);
    const filtered = await ctx.app.inject({
      method: 'GET',
      url: '/api/outbox?to=OLD@example.com',
      headers: admin,
    });
    expect(filtered.json().map((m: { to: string }) => m.to)).toEqual(['old@example.com']);
    const one = await ctx.app.inject({
      method: 'GET',
      url: `/api/outbox/${list.json()[0].id}`,
      headers: admin,
    });
    expect(one.json()).toMatchObject({ subject: 'Newer', html: '<p>b</p>', transport: 'outbox' });
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/outbox/00000000-0000-4000-8000-000000000000',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Mail not found');
    for (const role of ['borrower', 'broker'] as const) {
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/outbox', headers: bearer(ctx.tokens[role]) }))
          .statusCode,
      ).toBe(403);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('POST /api/auth/login', () => {
  it('signs in with the demo password and the token works', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@example.com', password: 'demo-password' } });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user/logged-in-user/admin@example.com', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'admin@example.com', role: 'admin' });
  });
});

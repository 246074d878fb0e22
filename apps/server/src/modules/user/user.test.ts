import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { bearer, createTestContext, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const fetchUser = (email: string, token: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/user/logged-in-user/${encodeURIComponent(email)}`,
    headers: bearer(token),
  });

describe('GET /user/{id}/notifications', () => {
  it("lists the user's own notifications, newest first; others only for admin", async () => {
    await ctx.db.insert(notifications).values([
      {
        user_id: ctx.users.admin.id,
        message: 'new document uploaded: Rent Roll',
        loan_human_id: '10042',
        created_at: new Date(Date.now() - 60_000),
      },
      { user_id: ctx.users.admin.id, message: 'Term sheet signed', seen: true, state: 'Done' },
    ]);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/${ctx.users.admin.id}/notifications`,
      headers: bearer(ctx.tokens.admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ message: 'Term sheet signed', status: 'seen', is_read: true, state: 'Done' }),
      expect.objectContaining({
        message: 'new document uploaded: Rent Roll',
        status: 'unseen',
        state: 'New',
        loan_human_id: '10042',
      }),
    ]);
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/${ctx.users.admin.id}/notifications`,
      headers: bearer(ctx.tokens.broker),
    });
    expect(other.statusCode).toBe(403);
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/${ctx.users.broker.id}/notifications`,
      headers: bearer(ctx.tokens.broker),
    });
    expect(own.json()).toEqual([]);
  });
});

describe('GET /user/logged-in-user/{email}', () => {
  it('each demo user loads themselves with role and links', async () => {
    const borrower = await fetchUser('borrower@example.com', ctx.tokens.borrower);
    expect(borrower.statusCode).toBe(200);
    expect(borrower.json()).toMatchObject({
      email: 'borrower@example.com',
      role: 'borrower',
      borrower_id: ctx.users.borrower.borrower_id,
    });
    const broker = await fetchUser('BROKER@example.com', ctx.tokens.broker);
    expect(broker.json()).toMatchObject({ role: 'broker', contact_id: ctx.users.broker.contact_id });
    expect(JSON.stringify(broker.json())).not.toMatch(/password|token_version/);
  });

  it('the email must be the token’s own unless the caller is admin', async () => {
    const denied = await fetchUser('admin@example.com', ctx.tokens.borrower);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status_code).toBe(403);
    const asAdmin = await fetchUser('broker@example.com', ctx.tokens.admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().role).toBe('broker');
    expect((await fetchUser('ghost@example.com', ctx.tokens.admin)).statusCode).toBe(404);
  });

  it('without a token: 401', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user/logged-in-user/admin@example.com' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status_code: 401, error: 'Unauthorized' });
  });
});

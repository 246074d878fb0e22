// Roles and record ownership (DESIGN.md §2): admin reaches everything, a borrower only their
// own borrower record and its loans, a broker only loans on which their contact is linked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../test/context';
import { insertBorrower, insertContact, insertLoan } from '../test/fixtures';
import { z } from 'zod';
import { buildApp } from '../app';
import { assertBorrowerAccess, canAccessBorrower, canAccessLoan } from './access';
import type { RequestUser } from './auth';

let ctx: TestContext;
let users: Record<'admin' | 'borrower' | 'broker', RequestUser>;
let own: string;
let brokered: string;
let unrelated: string;
let brokeredBorrower: string;
let strangerBorrower: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const asRequestUser = (u: TestContext['users']['admin']): RequestUser => ({
    id: u.id,
    email: u.email,
    role: u.role,
    first_name: '',
    last_name: '',
    ...(u.borrower_id ? { borrower_id: u.borrower_id } : {}),
    ...(u.contact_id ? { contact_id: u.contact_id } : {}),
  });
  users = {
    admin: asRequestUser(ctx.users.admin),
    borrower: asRequestUser(ctx.users.borrower),
    broker: asRequestUser(ctx.users.broker),
  };
  const someone = await insertBorrower(ctx.db);
  const stranger = await insertBorrower(ctx.db);
  const otherBroker = await insertContact(ctx.db);
  own = (await insertLoan(ctx.db, { borrowerIds: [ctx.users.borrower.borrower_id!] })).loan.id;
  brokered = (
    await insertLoan(ctx.db, { borrowerIds: [someone.id], contactIds: [ctx.users.broker.contact_id!] })
  ).loan.id;
  unrelated = (await insertLoan(ctx.db, { borrowerIds: [stranger.id], contactIds: [otherBroker.id] })).loan
    .id;
  brokeredBorrower = someone.id;
  strangerBorrower = stranger.id;
});
afterAll(async () => {
  await ctx?.close();
});

describe('loan ownership', () => {
  it('admin reaches every loan', async () => {
    for (const loan of [own, brokered, unrelated])
      expect(await canAccessLoan(ctx.db, users.admin, loan)).toBe(true);
  });

  it('a borrower reaches only loans linked to their borrower record', async () => {
    expect(await canAccessLoan(ctx.db, users.borrower, own)).toBe(true);
    expect(await canAccessLoan(ctx.db, users.borrower, brokered)).toBe(false);
    expect(await canAccessLoan(ctx.db, users.borrower, unrelated)).toBe(false);
  });

  it('a broker reaches only loans linked to their contact', async () => {
    expect(await canAccessLoan(ctx.db, users.broker, brokered)).toBe(true);
    expect(await canAccessLoan(ctx.db, users.broker, own)).toBe(false);
    expect(await canAccessLoan(ctx.db, users.broker, unrelated)).toBe(false);
  });
});

describe('borrower ownership', () => {
  it('borrower: only themselves; broker: borrowers of their loans; admin: all', async () => {
    expect(await canAccessBorrower(ctx.db, users.borrower, ctx.users.borrower.borrower_id!)).toBe(true);
    expect(await canAccessBorrower(ctx.db, users.borrower, brokeredBorrower)).toBe(false);
    expect(await canAccessBorrower(ctx.db, users.broker, brokeredBorrower)).toBe(true);
    await expect(assertBorrowerAccess(ctx.db, users.broker, strangerBorrower)).rejects.toMatchObject({
      statusCode: 403,
    });
    expect(await canAccessBorrower(ctx.db, users.admin, strangerBorrower)).toBe(true);
  });

  it('through the API: a broker reads the borrower of their loan, not a stranger', async () => {
    const ok = await ctx.app.inject({
      method: 'GET',
      url: `/api/borrower/${brokeredBorrower}`,
      headers: bearer(ctx.tokens.broker),
    });
    expect(ok.statusCode).toBe(200);
    const denied = await ctx.app.inject({
      method: 'GET',
      url: `/api/borrower/${strangerBorrower}`,
      headers: bearer(ctx.tokens.broker),
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('every route declares who may call it', () => {
  it('a route without a declared access stops the server at startup', async () => {
    // As a module registers its routes: the plugin fails, so buildApp (and the server) does too.
    const app = await buildApp(ctx.deps);
    await expect(
      app.register(async (module) => {
        module.get('/api/test-undeclared', async () => ({ ok: true }));
      }),
    ).rejects.toThrow(/GET \/api\/test-undeclared declares no access/);
    const unknown = await buildApp(ctx.deps);
    await expect(
      unknown.register(async (module) => {
        module.get('/api/test-unknown', { config: { access: 'nobody' as 'admin' } }, async () => ({}));
      }),
    ).rejects.toThrow(/declares no access/);
    // Closed like any app: each holds a user of the node's LISTEN connection (the API-key cache),
    // and the pool cannot end while one is left open.
    await app.close().catch(() => undefined);
    await unknown.close().catch(() => undefined);
  });

  it('the declared access runs before validation: 401 without a token, 403 for a role, then 400', async () => {
    const app = await buildApp(ctx.deps);
    app.post(
      '/api/test-declared',
      { config: { access: 'broker-owner' }, schema: { body: z.object({ n: z.number() }) } },
      async () => ({ ok: true }),
    );
    await app.ready();
    const call = (token?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/test-declared',
        headers: token ? bearer(token) : {},
        payload: {},
      });
    expect((await call()).statusCode).toBe(401);
    expect((await call(ctx.tokens.borrower)).statusCode).toBe(403);
    expect((await call(ctx.tokens.broker)).statusCode).toBe(400);
    expect((await call(ctx.tokens.admin)).statusCode).toBe(400);
    expect(app.accessRules.get('POST /api/test-declared')).toBe('broker-owner');
    await app.close();
  });

  it('every registered /api route has its access in the table the security suites read', () => {
    const routes = [...ctx.app.accessRules.keys()];
    expect(routes.length).toBeGreaterThan(200);
    expect(ctx.app.accessRules.get('GET /api/loan/:id')).toBe('admin');
    expect(ctx.app.accessRules.get('GET /api/health')).toBe('public');
    expect(ctx.app.accessRules.get('GET /api/user/logged-in-user/:email')).toBe('signed-in');
  });
});

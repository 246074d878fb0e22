// Roles and record ownership (DESIGN.md §2): admin reaches everything, a borrower only their
// own borrower record and its loans, a broker only loans on which their contact is linked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../test/context';
import { insertBorrower, insertContact, insertLoan } from '../test/fixtures';
import {
  accessRuleOf,
  allow,
  assertBorrowerAccess,
  assertLoanAccess,
  canAccessBorrower,
  canAccessLoan,
  signedIn,
} from './access';
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
    await expect(assertLoanAccess(ctx.db, users.borrower, unrelated)).rejects.toMatchObject({
      statusCode: 403,
      message: 'You are not authorized to view this loan',
    });
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
  it("the declared rule is readable from a route's preHandler", () => {
    expect(accessRuleOf(allow('admin', 'broker'))).toEqual({ kind: 'roles', roles: ['admin', 'broker'] });
    expect(accessRuleOf([async () => undefined, signedIn])).toEqual({ kind: 'signed-in' });
    expect(accessRuleOf(async () => undefined)).toBeUndefined();
  });

  it('no /api route of server-core is registered without an access rule', () => {
    const mine = /^\w+ \/api\/(auth|user|loan|borrower|contact|property|health)\b/;
    expect(ctx.app.routesWithoutAccessRule.filter((route) => mine.test(route))).toEqual([]);
  });
});

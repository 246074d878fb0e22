import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertBorrower, insertContact, insertLoan } from '../../test/fixtures';

let ctx: TestContext;
let loan: Awaited<ReturnType<typeof insertLoan>>['loan'];
let first: Awaited<ReturnType<typeof insertBorrower>>;
let second: Awaited<ReturnType<typeof insertBorrower>>;
let contact: Awaited<ReturnType<typeof insertContact>>;

beforeAll(async () => {
  ctx = await createTestContext();
  first = await insertBorrower(ctx.db, { first_name: 'First' });
  second = await insertBorrower(ctx.db, { first_name: 'Second' });
  contact = await insertContact(ctx.db, { first_name: 'Tia', contact_type: 'attorney' });
  loan = (await insertLoan(ctx.db, { borrowerIds: [first.id] })).loan;
});
afterAll(async () => {
  await ctx?.close();
});

const call = (method: 'POST' | 'PUT', path: string, token = ctx.tokens.admin) =>
  ctx.app.inject({ method, url: `/api/loan/${loan.human_id}/${path}`, headers: bearer(token) });

describe('linking borrowers and contacts', () => {
  it('adds a borrower and a contact; the loan shows them; adding twice changes nothing', async () => {
    const added = await call('POST', `add-borrower/${second.id}`);
    expect(added.statusCode).toBe(200);
    expect(added.json().borrowers.map((b: { first_name: string }) => b.first_name)).toEqual([
      'First',
      'Second',
    ]);
    expect((await call('POST', `add-borrower/${second.id}`)).json().borrowers).toHaveLength(2);
    const withContact = await call('PUT', `add-contact/${contact.id}`);
    expect(withContact.json().contacts).toEqual([
      expect.objectContaining({ id: contact.id, contact_type: 'attorney' }),
    ]);
  });

  it('removes them again, but never the last borrower', async () => {
    const removed = await call('PUT', `remove-borrower/${first.id}`);
    expect(removed.json().borrowers.map((b: { id: string }) => b.id)).toEqual([second.id]);
    const last = await call('PUT', `remove-borrower/${second.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('A loan needs at least one borrower');
    expect((await call('PUT', `remove-contact/${contact.id}`)).json().contacts).toEqual([]);
    expect((await call('PUT', `remove-contact/${contact.id}`)).statusCode).toBe(404);
    const actions = (await ctx.db.select().from(auditEvents).where(eq(auditEvents.entity_id, loan.id))).map(
      (e) => e.action,
    );
    expect(actions).toEqual([
      'loan.add-borrower',
      'loan.add-contact',
      'loan.remove-borrower',
      'loan.remove-contact',
    ]);
  });

  it('unknown ids get 404, malformed ids 400, non-admins 403', async () => {
    expect((await call('POST', 'add-borrower/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('PUT', 'add-contact/not-a-uuid')).statusCode).toBe(400);
    expect((await call('PUT', `add-contact/${contact.id}`, ctx.tokens.broker)).statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/loan/99999/add-borrower/${first.id}`,
          headers: bearer(ctx.tokens.admin),
        })
      ).statusCode,
    ).toBe(404);
  });
});

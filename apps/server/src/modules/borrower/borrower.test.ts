import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, borrowers } from '../../db/schema';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertBorrower, insertLoan } from '../../test/fixtures';

let ctx: TestContext;
let other: Awaited<ReturnType<typeof insertBorrower>>;

beforeAll(async () => {
  ctx = await createTestContext();
  other = await insertBorrower(ctx.db, { first_name: 'Omar', last_name: 'Hill', credit_score: 701 });
  await insertLoan(ctx.db, {
    borrowerIds: [ctx.users.borrower.borrower_id!],
    values: { status: 'Underwriting' },
  });
});
afterAll(async () => {
  await ctx?.close();
});

const validUpdate = {
  first_name: 'Brenda',
  last_name: 'Walsh',
  phone: '512-5550142',
  date_of_birth: Date.UTC(1981, 4, 12) / 1000,
  email: 'borrower@example.com',
  address_address: '2104 Lakeshore Blvd',
  address_city: 'Austin',
  address_state: 'TX',
  address_zipcode: '78704',
};

describe('GET /borrower/all and /borrower/{id}', () => {
  it('admin lists every borrower without any SSN field', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/borrower/all',
      headers: bearer(ctx.tokens.admin),
    });
    expect(res.statusCode).toBe(200);
    const names = res.json().map((b: { last_name: string }) => b.last_name);
    expect(names).toEqual(expect.arrayContaining(['Hill', 'Borrower']));
    expect(JSON.stringify(res.json())).not.toMatch(/"ssn"|ssn_ciphertext|ssn_last4/);
  });

  it('a borrower reads their own record with their loans, not another borrower', async () => {
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/borrower/${ctx.users.borrower.borrower_id}`,
      headers: bearer(ctx.tokens.borrower),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().loans).toEqual([
      expect.objectContaining({ status: { state: 'Underwriting' }, archived: false }),
    ]);
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: `/api/borrower/${other.id}`,
      headers: bearer(ctx.tokens.borrower),
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe('User Not Found Or Not Authorized');
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/borrower/all',
          headers: bearer(ctx.tokens.borrower),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('404 for an unknown borrower, 400 for a malformed id', async () => {
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/borrower/00000000-0000-4000-8000-000000000000',
      headers: bearer(ctx.tokens.admin),
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await ctx.app.inject({
      method: 'GET',
      url: '/api/borrower/not-an-id',
      headers: bearer(ctx.tokens.admin),
    });
    expect(malformed.statusCode).toBe(400);
  });
});

const versionOf = async (id: string) =>
  (await ctx.db.select().from(borrowers).where(eq(borrowers.id, id)))[0]!.version;

describe('PUT /borrower/{id}/update', () => {
  it('admin changes fields; the SSN is stored encrypted, never returned, and audited as changed', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/borrower/${other.id}/update`,
      headers: bearer(ctx.tokens.admin),
      payload: { credit_score: 744, phone: '212-5550199', ssn: '123-45-6789', version: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ credit_score: 744, phone: '212-5550199', has_ssn: true });
    expect(JSON.stringify(res.json())).not.toContain('6789');
    const [row] = await ctx.db.select().from(borrowers).where(eq(borrowers.id, other.id));
    expect(row!.ssn_ciphertext).toBeTruthy();
    expect(row!.ssn_ciphertext).not.toContain('123456789');
    const [event] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entity_id, other.id));
    expect(event).toMatchObject({
      action: 'borrower.update',
      before: { credit_score: 701 },
      after: { credit_score: 744, ssn: 'changed' },
    });
    expect(JSON.stringify(event)).not.toContain('6789');
  });

  it('the borrower may edit their own record but not another', async () => {
    const own = await ctx.app.inject({
      method: 'PUT',
      url: `/api/borrower/${ctx.users.borrower.borrower_id}/update`,
      headers: bearer(ctx.tokens.borrower),
      payload: { ...validUpdate, version: await versionOf(ctx.users.borrower.borrower_id!) },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().last_name).toBe('Walsh');
    const theirs = await ctx.app.inject({
      method: 'PUT',
      url: `/api/borrower/${other.id}/update`,
      headers: bearer(ctx.tokens.borrower),
      payload: { first_name: 'Hacked', version: 1 },
    });
    expect(theirs.statusCode).toBe(403);
    const broker = await ctx.app.inject({
      method: 'PUT',
      url: `/api/borrower/${other.id}/update`,
      headers: bearer(ctx.tokens.broker),
      payload: { first_name: 'Hacked', version: 1 },
    });
    expect(broker.statusCode).toBe(403);
    const [row] = await ctx.db.select().from(borrowers).where(eq(borrowers.id, other.id));
    expect(row!.first_name).toBe('Omar');
  });

  it.each([
    [{ first_name: '' }, 'first_name', 'First name is required'],
    [{ last_name: '  ' }, 'last_name', 'Last name is required'],
    [{ ssn: '666-12-3456' }, 'ssn', 'SSN is not valid'],
    [{ phone: '12-5550142' }, 'phone', 'Phone code is not valid'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email'],
    [{ date_of_birth: 'yesterday' }, 'date_of_birth', 'Birth date is required'],
  ])('refuses %j with the spec message', async (payload, path, message) => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/borrower/${other.id}/update`,
      headers: bearer(ctx.tokens.admin),
      payload: { ...payload, version: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ path, message });
  });
});

import { CONTACT_TYPES } from '@lending/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, contacts } from '../../db/schema';
import { bearer, createTestContext, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const add = (payload: unknown, token = ctx.tokens.admin) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/contact/add',
    headers: bearer(token),
    payload: payload as object,
  });

describe('contacts', () => {
  it('GET /contact/allowed-types lists the contract types', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/contact/allowed-types',
      headers: bearer(ctx.tokens.broker),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([...CONTACT_TYPES]);
  });

  it('POST /contact/add returns contact_id; the contact appears in /contact/all and the audit trail', async () => {
    const res = await add({
      first_name: 'Tara',
      last_name: 'Cohen',
      email: 'Tara@Granite.example',
      phone: '212-5550100',
      company: 'Granite Law LLP',
      contact_type: 'attorney',
    });
    expect(res.statusCode).toBe(200);
    const { contact_id } = res.json();
    expect(contact_id).toMatch(/^[0-9a-f-]{36}$/);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/contact/all',
      headers: bearer(ctx.tokens.admin),
    });
    expect(list.json()).toContainEqual(
      expect.objectContaining({
        id: contact_id,
        email: 'tara@granite.example',
        contact_type: 'attorney',
        company: 'Granite Law LLP',
      }),
    );
    const events = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entity_id, contact_id));
    expect(events.map((e) => e.action)).toEqual(['contact.add']);
  });

  it.each([
    [
      { last_name: 'X', email: 'x@example.com', contact_type: 'broker' },
      'first_name',
      'First name is required',
    ],
    [
      { first_name: 'X', last_name: '', email: 'x@example.com', contact_type: 'broker' },
      'last_name',
      'Last name is required',
    ],
    [{ first_name: 'X', last_name: 'Y', email: 'nope', contact_type: 'broker' }, 'email', 'Invalid email'],
    [
      { first_name: 'X', last_name: 'Y', email: 'x@example.com', contact_type: 'astrologer' },
      'contact_type',
      undefined,
    ],
    [{ first_name: 'X', last_name: 'Y', email: 'x@example.com' }, 'contact_type', undefined],
  ])('refuses %j with 400 and creates nothing', async (payload, path, message) => {
    const before = (await ctx.db.select().from(contacts)).length;
    const res = await add(payload);
    expect(res.statusCode).toBe(400);
    const detail = res.json().details.find((d: { path: string }) => d.path === path);
    expect(detail).toBeDefined();
    if (message) expect(detail.message).toBe(message);
    expect((await ctx.db.select().from(contacts)).length).toBe(before);
  });

  it('only admin may list or add contacts', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/contact/all', headers: bearer(ctx.tokens.broker) }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await add(
          { first_name: 'A', last_name: 'B', email: 'a@b.example', contact_type: 'broker' },
          ctx.tokens.borrower,
        )
      ).statusCode,
    ).toBe(403);
  });
});

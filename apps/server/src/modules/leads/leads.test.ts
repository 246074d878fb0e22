import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  auditEvents,
  borrowers,
  contacts,
  loanBorrowers,
  loanContacts,
  loans,
  properties,
  users,
} from '../../db/schema/index';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertLead, prequalPayload } from './lead-fixture';

describe('leads (admin): list, convert, decline, invitation', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  const admin = () => bearer(ctx.tokens.admin);

  it('lists leads with their status for admins only', async () => {
    const lead = await insertLead(ctx.db);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/leads', headers: admin() });
    expect(list.statusCode).toBe(200);
    const found = list.json().find((l: { id: string }) => l.id === lead.id);
    expect(found).toMatchObject({
      status: 'new',
      borrower_name: 'Jane Doe',
      purpose: 'Purchase',
      amount: 750000,
      property_count: 1,
    });
    const one = await ctx.app.inject({ method: 'GET', url: `/api/leads/${lead.id}`, headers: admin() });
    expect(one.json().first_property).toEqual({
      property_type: 'Single family home',
      address: '118 Maple Ave, Austin, TX, 78704',
    });
    for (const role of ['borrower', 'broker'] as const) {
      const denied = await ctx.app.inject({
        method: 'GET',
        url: '/api/leads',
        headers: bearer(ctx.tokens[role]),
      });
      expect(denied.statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/leads' })).statusCode).toBe(401);
  });

  it('converts a broker lead into a Preliminary loan with borrower, broker contact, properties, activities and invitations', async () => {
    const payload = prequalPayload({
      isBroker: true,
      brokerName: { firstName: 'Rob', lastName: 'Broker' },
      brokerEmail: `rob.${Date.now()}@example.com`,
      properties: [
        (prequalPayload().properties as unknown[])[0],
        {
          address: {
            street: '2 Elm St',
            city: 'Brooklyn',
            state: 'NY',
            zipcode: '11201',
            country: 'US',
            coordinates: { lat: 40.69, lng: -73.99 },
          },
          propertyType: 'Mixed use',
          numberOfUnits: 4,
          numberOfCommercialUnits: 1,
        },
      ],
    });
    const lead = await insertLead(ctx.db, payload);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/leads/${lead.id}/convert`,
      headers: admin(),
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.human_id).toMatch(/^\d{5}$/);
    expect(body.lead.status).toBe('converted');
    expect(body.invited.sort()).toEqual([payload.borrowerEmail, payload.brokerEmail].sort());

    const [loan] = await ctx.db.select().from(loans).where(eq(loans.id, body.loan_id));
    expect(loan).toMatchObject({
      status: 'Preliminary',
      name: `${body.human_id} - 118 Maple Ave, Austin`,
      amount: 750000,
      purpose: 'Purchase',
      lead_id: lead.id,
    });
    const props = await ctx.db
      .select()
      .from(properties)
      .where(eq(properties.loan_id, loan!.id))
      .orderBy(properties.position);
    expect(props.map((p) => [p.property_type, p.address_city])).toEqual([
      ['Single family home', 'Austin'],
      ['Mixed use', 'Brooklyn'],
    ]);
    const [link] = await ctx.db.select().from(loanBorrowers).where(eq(loanBorrowers.loan_id, loan!.id));
    const [borrower] = await ctx.db.select().from(borrowers).where(eq(borrowers.id, link!.borrower_id));
    expect(borrower).toMatchObject({
      first_name: 'Jane',
      last_name: 'Doe',
      email: payload.borrowerEmail,
      phone: '512-5550142',
    });
    const [contactLink] = await ctx.db.select().from(loanContacts).where(eq(loanContacts.loan_id, loan!.id));
    const [contact] = await ctx.db.select().from(contacts).where(eq(contacts.id, contactLink!.contact_id));
    expect(contact).toMatchObject({ first_name: 'Rob', contact_type: 'broker', email: payload.brokerEmail });
    const types = (await ctx.db.select().from(activities).where(eq(activities.loan_id, loan!.id))).map(
      (a) => a.activity_type,
    );
    expect(types).toEqual(
      expect.arrayContaining(['term-sheet', 'good-faith-deposit', 'application', 'plaid']),
    );
    const [user] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, payload.borrowerEmail as string));
    expect(user).toMatchObject({ role: 'borrower', borrower_id: borrower!.id, password_hash: null });
    const audit = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity_type, 'lead'), eq(auditEvents.entity_id, lead.id)));
    expect(audit.map((a) => a.action)).toContain('lead.convert');

    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/leads/${lead.id}/convert`,
      headers: admin(),
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This lead was already converted');
    expect(await ctx.db.select().from(loans).where(eq(loans.lead_id, lead.id))).toHaveLength(1);
  });

  it('mails an invitation to the outbox; the link sets a password once and the borrower signs in', async () => {
    const payload = prequalPayload();
    const lead = await insertLead(ctx.db, payload);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/leads/${lead.id}/convert`,
      headers: admin(),
      payload: {},
    });
    const outbox = await ctx.app.inject({ method: 'GET', url: '/api/outbox', headers: admin() });
    expect(outbox.statusCode).toBe(200);
    const mail = outbox.json().find((m: { to: string }) => m.to === payload.borrowerEmail);
    expect(mail.subject).toMatch(/set your password/i);
    expect(mail.text).toContain('http://localhost:3000/set-password?token=');
    const token = /\/set-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/outbox/${mail.id}`, headers: admin() });
    expect(detail.json().text).toBe(mail.text);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/outbox', headers: bearer(ctx.tokens.borrower) }))
        .statusCode,
    ).toBe(403);

    const short = await ctx.app.inject({
      method: 'POST',
      url: '/api/invitation/accept',
      payload: { token, password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 10 characters');
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/invitation/accept',
      payload: { token, password: 'a-long-password-1' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ email: payload.borrowerEmail, role: 'borrower' });
    const [invited] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, payload.borrowerEmail as string));
    const trail = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entity_id, invited!.id));
    expect(trail.map((a) => a.action)).toContain('user.accept-invitation');
    const replay = await ctx.app.inject({
      method: 'POST',
      url: '/api/invitation/accept',
      payload: { token, password: 'another-password-2' },
    });
    expect(replay.statusCode).toBe(410);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: payload.borrowerEmail, password: 'a-long-password-1' },
    });
    expect(login.statusCode).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/personal/auth',
      headers: bearer(login.json().token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().borrower.loans).toHaveLength(1);
  });

  it('two admins converting at once make one loan; the other gets 409', async () => {
    const lead = await insertLead(ctx.db);
    const results = await Promise.all(
      [1, 2].map(() =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/leads/${lead.id}/convert`,
          headers: admin(),
          payload: {},
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await ctx.db.select().from(loans).where(eq(loans.lead_id, lead.id))).toHaveLength(1);
  });

  it('declines with a reason; a declined lead cannot be converted', async () => {
    const lead = await insertLead(ctx.db);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: `/api/leads/${lead.id}/decline`,
      headers: admin(),
      payload: { reason: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    const declined = await ctx.app.inject({
      method: 'POST',
      url: `/api/leads/${lead.id}/decline`,
      headers: admin(),
      payload: { reason: 'Outside our lending area' },
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', decline_reason: 'Outside our lending area' });
    const convert = await ctx.app.inject({
      method: 'POST',
      url: `/api/leads/${lead.id}/convert`,
      headers: admin(),
      payload: {},
    });
    expect(convert.statusCode).toBe(409);
    const filtered = await ctx.app.inject({
      method: 'GET',
      url: '/api/leads?status=declined',
      headers: admin(),
    });
    expect(filtered.json().map((l: { id: string }) => l.id)).toContain(lead.id);
    expect(filtered.json().every((l: { status: string }) => l.status === 'declined')).toBe(true);
  });

  it('a broker lead without a borrower e-mail invites only the broker, who then reaches the loan', async () => {
    const brokerEmail = `solo.${Date.now()}@example.com`;
    const lead = await insertLead(
      ctx.db,
      prequalPayload({
        isBroker: true,
        borrowerEmail: null,
        brokerName: { firstName: 'Sol', lastName: 'Broker' },
        brokerEmail,
      }),
    );
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/leads/${lead.id}/convert`,
      headers: admin(),
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().invited).toEqual([brokerEmail]);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, brokerEmail));
    expect(user).toMatchObject({ role: 'broker', contact_id: response.json().contact_id });
    const token = await ctx.tokenFor({ id: user!.id, email: user!.email, role: 'broker' });
    const loansOfBroker = await ctx.app.inject({
      method: 'GET',
      url: '/api/broker/all',
      headers: bearer(token),
    });
    expect(loansOfBroker.json().map((l: { id: string }) => l.id)).toEqual([response.json().loan_id]);
  });

  it('reuses an existing borrower with the same e-mail and does not invite an existing user again', async () => {
    const payload = prequalPayload({ borrowerEmail: 'borrower@example.com' });
    const lead = await insertLead(ctx.db, payload);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/leads/${lead.id}/convert`,
      headers: admin(),
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().borrower_id).toBe(ctx.users.borrower.borrower_id);
    expect(response.json().invited).toEqual([]);
  });
});

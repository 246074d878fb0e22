import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, borrowers, contacts, documents } from '../../db/schema/index';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertContact, insertUser } from '../../test/fixtures';
import { seedTwoBorrowers } from './personal-fixture';

type Seed = Awaited<ReturnType<typeof seedTwoBorrowers>>;

describe('personal and broker areas: entity, user-email and ownership', () => {
  let ctx: TestContext;
  let seed: Seed;
  beforeAll(async () => {
    ctx = await createTestContext();
    seed = await seedTwoBorrowers(ctx);
  });
  afterAll(async () => ctx?.close());

  const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

  it("GET /personal/auth: the borrower's record and loans; a broker's contact and loans", async () => {
    const mine = await get('/api/personal/auth', seed.borrowerA.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      entity_type: 'borrower',
      user_email: 'borrower@example.com',
      is_other_user: false,
    });
    expect(mine.json().borrower.loans.map((l: { id: string }) => l.id)).toEqual([seed.loanA.id]);
    const broker = await get('/api/personal/auth', ctx.tokens.broker);
    expect(broker.json()).toMatchObject({ entity_type: 'contact', borrower: null });
    expect(broker.json().contact.loans.map((l: { id: string }) => l.id)).toEqual([seed.loanA.id]);
    const brokerAuth = await get('/api/broker/auth', ctx.tokens.broker);
    expect(brokerAuth.json().contact.id).toBe(ctx.users.broker.contact_id);
  });

  it("'User has no valid role or multiple entities' without exactly one entity; admins need user-email", async () => {
    const admin = await get('/api/personal/auth', ctx.tokens.admin);
    expect(admin.statusCode).toBe(400);
    expect(admin.json().message).toBe('User has no valid role or multiple entities');
    const orphan = await insertUser(ctx.db, { email: `orphan.${Date.now()}@example.com`, role: 'borrower' });
    const response = await get('/api/personal/auth', await ctx.tokenFor(orphan));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('User has no valid role or multiple entities');
    expect((await get('/api/broker/auth', seed.borrowerA.token)).statusCode).toBe(403);
  });

  it('user-email: honoured for admins and for brokers with a contact of that email, ignored otherwise', async () => {
    const asAdmin = await get(
      `/api/personal/auth?user-email=${encodeURIComponent(seed.borrowerB.email)}`,
      ctx.tokens.admin,
    );
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toMatchObject({ user_email: seed.borrowerB.email, is_other_user: true });
    expect(asAdmin.json().borrower.id).toBe(seed.borrowerB.id);
    const unknown = await get('/api/personal/auth?user-email=nobody@example.com', ctx.tokens.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('User Not Found Or Not Authorized');
    // A borrower asking for someone else sees their own data (002 §2.3).
    const nosy = await get(
      `/api/personal/auth?user-email=${encodeURIComponent(seed.borrowerB.email)}`,
      seed.borrowerA.token,
    );
    expect(nosy.json()).toMatchObject({ user_email: 'borrower@example.com', is_other_user: false });
    expect(nosy.json().borrower.id).toBe(seed.borrowerA.id);
    // The broker's loan A carries borrower A: allowed. Borrower B is none of the broker's: own data.
    const brokerForA = await get('/api/personal/auth?user-email=borrower@example.com', ctx.tokens.broker);
    expect(brokerForA.json()).toMatchObject({ entity_type: 'borrower', is_other_user: true });
    const brokerForB = await get(
      `/api/personal/auth?user-email=${encodeURIComponent(seed.borrowerB.email)}`,
      ctx.tokens.broker,
    );
    expect(brokerForB.json()).toMatchObject({ entity_type: 'contact', is_other_user: false });
  });

  it("borrower A cannot read borrower B's record, loans, contacts or activities", async () => {
    const b = seed.borrowerB;
    // Someone else's loan reads like an unknown one (the loan finder, issue 20): 404, one message.
    const refused = [
      [`/api/personal/borrower/${b.id}`, 403, 'User Not Found Or Not Authorized'],
      [`/api/personal/borrower/${b.id}/activities`, 403, 'User Not Found Or Not Authorized'],
      [`/api/personal/loan/${seed.loanB.id}`, 404, 'Loan not found'],
      [`/api/personal/loan/${seed.loanB.human_id}`, 404, 'Loan not found'],
      [`/api/personal/loan/${seed.loanB.id}/activities`, 404, 'Loan not found'],
      [`/api/personal/loan/${seed.loanB.id}/contacts`, 404, 'Loan not found'],
    ] as const;
    for (const [url, status, message] of refused) {
      const response = await get(url, seed.borrowerA.token);
      expect(response.statusCode, url).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect((await get(`/api/personal/loan/${seed.loanA.human_id}`, seed.borrowerA.token)).json().id).toBe(
      seed.loanA.id,
    );
    expect((await get(`/api/personal/borrower/${seed.borrowerA.id}`, seed.borrowerA.token)).statusCode).toBe(
      200,
    );
    // An unknown loan or activity reads like someone else's: ids cannot be probed.
    const unknownLoan = await get('/api/personal/loan/99999', seed.borrowerA.token);
    expect(unknownLoan.statusCode).toBe(404);
    expect(unknownLoan.json().message).toBe('Loan not found');
    expect((await get('/api/personal/loan/99999', ctx.tokens.admin)).statusCode).toBe(404);
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect(
      (await get(`/api/personal/${nobody}/document/${nobody}/download`, seed.borrowerA.token)).statusCode,
    ).toBe(403);
  });

  it("borrower A cannot change borrower B's data or act on B's activities", async () => {
    const a = seed.borrowerA.token;
    const update = await ctx.app.inject({
      method: 'PUT',
      url: `/api/personal/borrower/update/${seed.borrowerB.id}`,
      headers: bearer(a),
      payload: {
        first_name: 'Evil',
        last_name: 'Edit',
        phone: '512-5550100',
        date_of_birth: 315532800,
        email: 'x@example.com',
        address_address: '1 A St',
        version: 1,
        address_city: 'Austin',
        address_state: 'TX',
        address_zipcode: '78701',
      },
    });
    expect(update.statusCode).toBe(403);
    const [b] = await ctx.db.select().from(borrowers).where(eq(borrowers.id, seed.borrowerB.id));
    expect(b!.first_name).toBe('Bob');
    const contact = await ctx.app.inject({
      method: 'PUT',
      url: `/api/personal/loan/${seed.loanB.id}/add-contact/${ctx.users.broker.contact_id}`,
      headers: bearer(a),
    });
    expect(contact.statusCode).toBe(404);
    const requestB = seed.activitiesB.find((x) => x.activity_type === 'term-sheet')!;
    const upload = await ctx.app.inject({
      method: 'POST',
      url: `/api/personal/${requestB.id}/generate-document-with-presigned-url`,
      headers: bearer(a),
      payload: { content_type: 'application/pdf', name: 'x.pdf' },
    });
    expect(upload.statusCode).toBe(403);
    const run = await ctx.app.inject({
      method: 'POST',
      url: `/api/personal/${requestB.id}/process/00000000-0000-4000-8000-000000000000/run`,
      headers: bearer(a),
    });
    expect(run.statusCode).toBe(403);
    const download = await get(
      `/api/personal/${requestB.id}/document/00000000-0000-4000-8000-000000000000/download`,
      a,
    );
    expect(download.statusCode).toBe(403);
    const applicationB = seed.activitiesB.find((x) => x.activity_type === 'application')!;
    expect((await get(`/api/personal/application/${applicationB.id}`, a)).statusCode).toBe(403);
  });

  it('adds a contact to their own loan and lists the loan contacts', async () => {
    const contact = await insertContact(ctx.db, {
      first_name: 'Tia',
      last_name: 'Title',
      contact_type: 'title-company',
    });
    const added = await ctx.app.inject({
      method: 'PUT',
      url: `/api/personal/loan/${seed.loanA.id}/add-contact/${contact.id}`,
      headers: bearer(seed.borrowerA.token),
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ message: 'Contact added to loan' });
    const list = await get(`/api/personal/loan/${seed.loanA.id}/contacts`, seed.borrowerA.token);
    expect(
      list
        .json()
        .map((c: { first_name: string }) => c.first_name)
        .sort(),
    ).toEqual(['Brad', 'Tia']);
    const unknown = await ctx.app.inject({
      method: 'PUT',
      url: `/api/personal/loan/${seed.loanA.id}/add-contact/00000000-0000-4000-8000-000000000000`,
      headers: bearer(seed.borrowerA.token),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('a broker edits their own contact record only', async () => {
    const [mine] = await ctx.db.select().from(contacts).where(eq(contacts.id, ctx.users.broker.contact_id!));
    const payload = {
      first_name: 'Bradley',
      last_name: 'Broker',
      email: 'broker@example.com',
      version: mine!.version,
    };
    const own = await ctx.app.inject({
      method: 'PUT',
      url: `/api/personal/contact/update/${ctx.users.broker.contact_id}`,
      headers: bearer(ctx.tokens.broker),
      payload,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().first_name).toBe('Bradley');
    const invalid = await ctx.app.inject({
      method: 'PUT',
      url: `/api/personal/contact/update/${ctx.users.broker.contact_id}`,
      headers: bearer(ctx.tokens.broker),
      payload: { ...payload, email: 'nope', first_name: '' },
    });
    expect(invalid.json().details).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Invalid email' },
        { path: 'first_name', message: 'First name is required' },
      ]),
    );
    const other = await insertContact(ctx.db);
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: `/api/personal/contact/update/${other.id}`,
      headers: bearer(ctx.tokens.broker),
      payload,
    });
    expect(refused.statusCode).toBe(403);
    const byBorrower = await ctx.app.inject({
      method: 'PUT',
      url: `/api/personal/contact/update/${ctx.users.broker.contact_id}`,
      headers: bearer(seed.borrowerA.token),
      payload,
    });
    expect(byBorrower.statusCode).toBe(403);
  });

  it('a broker reaches only the loans of their contact, and cannot edit borrowers', async () => {
    const token = ctx.tokens.broker;
    expect((await get('/api/broker/all', token)).json().map((l: { id: string }) => l.id)).toEqual([
      seed.loanA.id,
    ]);
    expect((await get(`/api/broker/loan/${seed.loanA.id}`, token)).statusCode).toBe(200);
    expect((await get(`/api/broker/loan/${seed.loanA.id}/activities`, token)).statusCode).toBe(200);
    for (const url of [
      `/api/broker/loan/${seed.loanB.id}`,
      `/api/broker/loan/${seed.loanB.id}/activities`,
      `/api/personal/loan/${seed.loanB.id}`,
    ]) {
      const response = await get(url, token);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe('Loan not found');
    }
    expect((await get(`/api/broker/${ctx.users.broker.contact_id}`, token)).statusCode).toBe(200);
    const requestB = seed.activitiesB.find((x) => x.activity_type === 'term-sheet')!;
    const upload = await ctx.app.inject({
      method: 'POST',
      url: `/api/broker/${requestB.id}/generate-document-with-presigned-url`,
      headers: bearer(token),
      payload: { content_type: 'application/pdf', name: 'x.pdf' },
    });
    expect(upload.statusCode).toBe(403);
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/personal/borrower/update/${seed.borrowerA.id}`,
      headers: bearer(token),
      payload: {
        first_name: 'Evil',
        last_name: 'Edit',
        phone: '512-5550100',
        date_of_birth: 315532800,
        email: 'x@example.com',
        address_address: '1 A St',
        version: 1,
        address_city: 'Austin',
        address_state: 'TX',
        address_zipcode: '78701',
      },
    });
    expect(edit.statusCode).toBe(403);
    for (const url of ['/api/broker/all', `/api/broker/loan/${seed.loanA.id}`]) {
      expect((await get(url, seed.borrowerA.token)).statusCode, url).toBe(403);
    }
  });

  it('loan activities: borrower-facing types only, with personal actions and a signed plaid link', async () => {
    const list = (
      await get(`/api/personal/loan/${seed.loanA.id}/activities`, seed.borrowerA.token)
    ).json() as {
      activity_type: string;
      url: string | null;
      actions: string[];
    }[];
    expect(list.map((a) => a.activity_type)).toEqual(
      expect.arrayContaining(['term-sheet', 'good-faith-deposit', 'application', 'plaid']),
    );
    const plaid = list.find((a) => a.activity_type === 'plaid')!;
    expect(plaid.url).toMatch(/^\/plaid\/[\w-]{48}$/);
    expect(plaid.url).not.toContain(seed.activitiesA.find((a) => a.activity_type === 'plaid')!.id);
    expect(plaid.actions).toContain('view-plaid');
    expect(list.find((a) => a.activity_type === 'application')!.actions).toContain('view-application');
    await ctx.db.insert(activities).values({
      loan_id: seed.loanA.id,
      activity_type: 'internal',
      name: 'Staff note',
      state_epoch: 0,
      last_update: 0,
    });
    const again = (
      await get(`/api/personal/loan/${seed.loanA.id}/activities`, seed.borrowerA.token)
    ).json() as { activity_type: string }[];
    expect(again.some((a) => a.activity_type === 'internal')).toBe(false);
    const mine = (
      await get(`/api/personal/borrower/${seed.borrowerA.id}/activities`, seed.borrowerA.token)
    ).json() as { activity_type: string }[];
    expect(mine.map((a) => a.activity_type)).toEqual(['application']);
  });

  it('refuses uploads of a wrong type, and of a disguised type when the process runs', async () => {
    const token = seed.borrowerA.token;
    const request = seed.activitiesA.find((a) => a.activity_type === 'term-sheet')!;
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: `/api/personal/${request.id}/generate-document-with-presigned-url`,
      headers: bearer(token),
      payload: { content_type: 'text/html', name: 'invoice.html' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Not valid file type');
    const grant = await ctx.app.inject({
      method: 'POST',
      url: `/api/personal/${request.id}/generate-document-with-presigned-url`,
      headers: bearer(token),
      payload: { content_type: 'application/pdf', name: 'statement.pdf' },
    });
    expect(grant.statusCode).toBe(200);
    const { process_id } = grant.json();
    const [doc] = await ctx.db.select().from(documents).where(eq(documents.process_id, process_id));
    // An HTML page named .pdf: its bytes say what it is.
    await ctx.deps.storage.put(doc!.storage_key, Buffer.from('<html><script>alert(1)</script></html>'));
    const run = await ctx.app.inject({
      method: 'POST',
      url: `/api/personal/${request.id}/process/${process_id}/run`,
      headers: bearer(token),
    });
    expect(run.statusCode).toBe(400);
    expect(run.json().message).toBe('Not valid file type');
    expect(await ctx.deps.storage.exists(doc!.storage_key)).toBe(false);
  });
});

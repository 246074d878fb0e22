// Regression tests for the impersonation holes of issue 13 ("Critical"): a broker or borrower
// changing the e-mail that identifies an account, `user-email` delegation resting on a matching
// e-mail, delegation reaching loans the broker is not on, delegation adding links, and a
// borrower setting their own underwriting fields.
// Another owner's loan answers 404 "Loan not found" like a loan that does not exist (issue 20: one loan
// finder, the same answer everywhere), so these refusals reveal nothing about the loan either.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowers, contacts, loanContacts } from '../../db/schema/index';
import { bearer, createTestContext, type TestContext } from '../context';
import { insertContact, insertLoan, insertUser } from '../fixtures';
import { seedTwoBorrowers } from '../../modules/personal/personal-fixture';

type Seed = Awaited<ReturnType<typeof seedTwoBorrowers>>;

describe('impersonation: identifying e-mails, delegation by staff-made links only', () => {
  let ctx: TestContext;
  let seed: Seed;
  let loanC: { id: string };
  beforeAll(async () => {
    ctx = await createTestContext();
    seed = await seedTwoBorrowers(ctx);
    // Borrower A has a second loan the broker is not on.
    loanC = (await insertLoan(ctx.db, { borrowerIds: [seed.borrowerA.id] })).loan;
  });
  afterAll(async () => ctx?.close());

  // Updates carry the record's current version (required), read here so each test states only its point.
  const versionFor = async (url: string): Promise<number | undefined> => {
    const contact = /\/personal\/contact\/update\/([0-9a-f-]{36})/.exec(url);
    if (contact)
      return (await ctx.db.select().from(contacts).where(eq(contacts.id, contact[1]!)))[0]?.version;
    const borrower = /\/(?:personal\/borrower\/update\/|borrower\/)([0-9a-f-]{36})/.exec(url);
    if (borrower)
      return (await ctx.db.select().from(borrowers).where(eq(borrowers.id, borrower[1]!)))[0]?.version;
    return undefined;
  };
  const call = async (method: 'GET' | 'PUT', url: string, token: string, payload?: object) => {
    const version = method === 'PUT' && payload ? await versionFor(url) : undefined;
    const body = payload && version !== undefined ? { version, ...payload } : payload;
    return ctx.app.inject({ method, url, headers: bearer(token), ...(body ? { payload: body } : {}) });
  };
  const q = (email: string) => `user-email=${encodeURIComponent(email)}`;
  const contactBody = (email: string) => ({ first_name: 'Bo', last_name: 'Broker', email });

  it("a broker cannot give their own contact a client's e-mail (and so cannot act as that client)", async () => {
    const contactId = ctx.users.broker.contact_id!;
    const changed = await call(
      'PUT',
      `/api/personal/contact/update/${contactId}`,
      ctx.tokens.broker,
      contactBody(seed.borrowerB.email),
    );
    expect(changed.statusCode).toBe(403);
    expect(changed.json().message).toBe('Only the lender can change the e-mail of your account');
    const [row] = await ctx.db.select().from(contacts).where(eq(contacts.id, contactId));
    expect(row!.email).toBe(ctx.users.broker.email);
    // Same e-mail, other fields: still allowed.
    const same = await call(
      'PUT',
      `/api/personal/contact/update/${contactId}`,
      ctx.tokens.broker,
      contactBody(ctx.users.broker.email.toUpperCase()),
    );
    expect(same.statusCode).toBe(200);
    // Staff may change it.
    const byAdmin = await call(
      'PUT',
      `/api/personal/contact/update/${contactId}`,
      ctx.tokens.admin,
      contactBody(ctx.users.broker.email),
    );
    expect(byAdmin.statusCode).toBe(200);
  });

  it("a borrower cannot change their record's e-mail (personal area and /borrower/{id}/update)", async () => {
    const personal = await call(
      'PUT',
      `/api/personal/borrower/update/${seed.borrowerA.id}`,
      seed.borrowerA.token,
      {
        first_name: 'Bea',
        last_name: 'Borrower',
        phone: '555-1234567',
        date_of_birth: 315532800,
        email: 'applicant-to-be@example.com',
        address_address: '1 Main St',
        address_city: 'Austin',
        address_state: 'TX',
        address_zipcode: '78701',
      },
    );
    expect(personal.statusCode).toBe(403);
    const direct = await call('PUT', `/api/borrower/${seed.borrowerA.id}/update`, seed.borrowerA.token, {
      email: 'applicant-to-be@example.com',
    });
    expect(direct.statusCode).toBe(403);
    const [row] = await ctx.db.select().from(borrowers).where(eq(borrowers.id, seed.borrowerA.id));
    expect(row!.email).toBe(seed.borrowerA.email);
  });

  it('delegation needs a staff-made link: a contact carrying the victim e-mail is not enough', async () => {
    // The broker's contact row is given borrower B's e-mail behind the app's back (e.g. old data).
    const contactId = ctx.users.broker.contact_id!;
    await ctx.db.update(contacts).set({ email: seed.borrowerB.email }).where(eq(contacts.id, contactId));
    try {
      const auth = await call('GET', `/api/personal/auth?${q(seed.borrowerB.email)}`, ctx.tokens.broker);
      expect(auth.statusCode).toBe(200);
      expect(auth.json()).toMatchObject({ is_other_user: false, entity_type: 'contact' });
      const loanB = await call(
        'GET',
        `/api/personal/loan/${seed.loanB.id}?${q(seed.borrowerB.email)}`,
        ctx.tokens.broker,
      );
      expect(loanB.statusCode).toBe(404);
    } finally {
      await ctx.db.update(contacts).set({ email: ctx.users.broker.email }).where(eq(contacts.id, contactId));
    }
  });

  it("delegation reaches only the loans the broker is linked to, never the client's others", async () => {
    const auth = await call('GET', `/api/personal/auth?${q(seed.borrowerA.email)}`, ctx.tokens.broker);
    expect(auth.json()).toMatchObject({ is_other_user: true, entity_type: 'borrower' });
    expect(auth.json().borrower.loans.map((l: { id: string }) => l.id)).toEqual([seed.loanA.id]);
    const shared = await call(
      'GET',
      `/api/personal/loan/${seed.loanA.id}?${q(seed.borrowerA.email)}`,
      ctx.tokens.broker,
    );
    expect(shared.statusCode).toBe(200);
    for (const url of [
      `/api/personal/loan/${loanC.id}`,
      `/api/personal/loan/${loanC.id}/activities`,
      `/api/personal/loan/${loanC.id}/contacts`,
    ]) {
      const other = await call('GET', `${url}?${q(seed.borrowerA.email)}`, ctx.tokens.broker);
      expect(other.statusCode, url).toBe(404);
    }
    const borrower = await call(
      'GET',
      `/api/personal/borrower/${seed.borrowerA.id}?${q(seed.borrowerA.email)}`,
      ctx.tokens.broker,
    );
    expect(borrower.json().loans.map((l: { id: string }) => l.id)).toEqual([seed.loanA.id]);
    // Without delegation, the broker's view of the borrower lists only the shared loans too.
    const plain = await call('GET', `/api/personal/borrower/${seed.borrowerA.id}`, ctx.tokens.broker);
    expect(plain.json().loans.map((l: { id: string }) => l.id)).toEqual([seed.loanA.id]);
    // The borrower sees both of their loans.
    const own = await call('GET', '/api/personal/auth', seed.borrowerA.token);
    expect(
      own
        .json()
        .borrower.loans.map((l: { id: string }) => l.id)
        .sort(),
    ).toEqual([seed.loanA.id, loanC.id].sort());
  });

  it('delegation never adds links: add-contact while acting for a client is refused', async () => {
    const stranger = await insertContact(ctx.db, { contact_type: 'broker' });
    for (const loanId of [seed.loanA.id, loanC.id]) {
      const added = await call(
        'PUT',
        `/api/personal/loan/${loanId}/add-contact/${ctx.users.broker.contact_id}?${q(seed.borrowerA.email)}`,
        ctx.tokens.broker,
      );
      expect(added.statusCode).toBe(403);
      const other = await call(
        'PUT',
        `/api/personal/loan/${loanId}/add-contact/${stranger.id}?${q(seed.borrowerA.email)}`,
        ctx.tokens.broker,
      );
      expect(other.statusCode).toBe(403);
    }
    const links = await ctx.db.select().from(loanContacts).where(eq(loanContacts.loan_id, loanC.id));
    expect(links).toEqual([]);
  });

  it('a second broker user whose contact is not on the loan cannot act for its borrower', async () => {
    const contact = await insertContact(ctx.db, { contact_type: 'broker' });
    const user = await insertUser(ctx.db, { email: contact.email!, role: 'broker', contact_id: contact.id });
    const token = await ctx.tokenFor(user);
    const auth = await call('GET', `/api/personal/auth?${q(seed.borrowerA.email)}`, token);
    expect(auth.json()).toMatchObject({ is_other_user: false, entity_type: 'contact' });
    const loan = await call('GET', `/api/broker/loan/${seed.loanA.id}?${q(seed.borrowerA.email)}`, token);
    expect(loan.statusCode).toBe(404);
  });

  it('underwriting fields are staff-only; money beyond numeric(14,2) is a 400', async () => {
    for (const field of ['credit_score', 'net_worth', 'liquidity']) {
      const value = field === 'credit_score' ? 850 : 5_000_000;
      const mine = await call('PUT', `/api/borrower/${seed.borrowerA.id}/update`, seed.borrowerA.token, {
        [field]: value,
      });
      expect(mine.statusCode, field).toBe(403);
      expect(mine.json().message).toBe('Only the lender can change underwriting fields');
    }
    const [row] = await ctx.db.select().from(borrowers).where(eq(borrowers.id, seed.borrowerA.id));
    expect(row!.credit_score).toBe(720);
    const staff = await call('PUT', `/api/borrower/${seed.borrowerA.id}/update`, ctx.tokens.admin, {
      credit_score: 700,
    });
    expect(staff.statusCode).toBe(200);
    const huge = await call('PUT', `/api/borrower/${seed.borrowerA.id}/update`, ctx.tokens.admin, {
      net_worth: 1e12,
    });
    expect(huge.statusCode).toBe(400);
  });
});

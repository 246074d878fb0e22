// Regression: a borrower (or broker) cannot pre-claim a future applicant's loan by giving their
// own record the applicant's e-mail before staff convert the lead (issue 13, "Critical").
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowers, contacts, loanBorrowers, loanContacts, users } from '../../db/schema/index';
import { insertLead, prequalPayload } from '../../modules/leads/lead-fixture';
import { bearer, createTestContext, type TestContext } from '../context';

describe('lead conversion matches accounts only by verified e-mail', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  const convert = async (payload: Record<string, unknown>) => {
    const lead = await insertLead(ctx.db, payload);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/leads/${lead.id}/convert`,
      headers: bearer(ctx.tokens.admin),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { loan_id: string };
  };

  it("a borrower record renamed to the applicant's e-mail does not receive the applicant's loan", async () => {
    const applicant = `applicant.${Date.now()}@example.com`;
    // The attacker's record carries the applicant's e-mail (e.g. set before the fix, or by import).
    const attackerBorrowerId = ctx.users.borrower.borrower_id!;
    await ctx.db.update(borrowers).set({ email: applicant }).where(eq(borrowers.id, attackerBorrowerId));
    const { loan_id } = await convert(prequalPayload({ borrowerEmail: applicant }));
    const links = await ctx.db.select().from(loanBorrowers).where(eq(loanBorrowers.loan_id, loan_id));
    expect(links).toHaveLength(1);
    expect(links[0]!.borrower_id).not.toBe(attackerBorrowerId);
    // The applicant gets an account of their own, bound to the new borrower record.
    const [account] = await ctx.db.select().from(users).where(eq(users.email, applicant));
    expect(account!.borrower_id).toBe(links[0]!.borrower_id);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/personal/loan/${loan_id}`,
      headers: bearer(ctx.tokens.borrower),
    });
    // Not theirs: 404 "Loan not found", as for a loan that does not exist (issue 20 loan finder).
    expect(mine.statusCode).toBe(404);
  });

  it("a broker contact renamed to an applicant broker's e-mail is not linked to the new loan", async () => {
    const brokerEmail = `newbroker.${Date.now()}@example.com`;
    const attackerContactId = ctx.users.broker.contact_id!;
    await ctx.db.update(contacts).set({ email: brokerEmail }).where(eq(contacts.id, attackerContactId));
    const { loan_id } = await convert(
      prequalPayload({ isBroker: true, brokerName: { firstName: 'Nia', lastName: 'New' }, brokerEmail }),
    );
    const links = await ctx.db.select().from(loanContacts).where(eq(loanContacts.loan_id, loan_id));
    expect(links.map((l) => l.contact_id)).not.toContain(attackerContactId);
    expect(links).toHaveLength(1);
  });

  it('an applicant who already has an account is matched through it (the verified e-mail)', async () => {
    const { loan_id } = await convert(prequalPayload({ borrowerEmail: 'BORROWER@example.com' }));
    const links = await ctx.db.select().from(loanBorrowers).where(eq(loanBorrowers.loan_id, loan_id));
    expect(links[0]!.borrower_id).toBe(ctx.users.borrower.borrower_id);
  });
});

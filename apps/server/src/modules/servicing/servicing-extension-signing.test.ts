// The extension agreement sent for signature (issue 19 item 7) through the real app on PostgreSQL:
// extending a loan sends its agreement to the loan's borrowers (one private link each, the
// 'signature-requested' notification, a document-request in the borrower's personal area), and
// when both have signed, the signed PDF is kept among the loan's documents and the task is closed.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, documents, envelopes, notifications, outbox } from '../../db/schema/index';
import { readAll } from '../../integrations/storage/storage';
import { pdftotext } from '../../lib/pdf-text';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertBorrower, insertLoan } from '../../test/fixtures';

let ctx: TestContext;
const DAY = 86_400;
const today = Math.floor(Date.now() / 1000 / DAY);

const api = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const pub = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress: '203.0.113.9' });

/** What the Servicing tab's maturity panel reads: each extension agreement's signing status. */
const agreementsOf = async (loanId: string) =>
  (await api('GET', `/servicing/loan/${loanId}`, ctx.tokens.admin)).json().extension_agreements as {
    extension_id: string;
    status: string;
    signers: { name: string; status: string }[];
  }[];

const linkFor = async (email: string) => {
  const [mail] = await ctx.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.created_at))
    .limit(1);
  const match = mail?.text.match(/\/sign\/([A-Za-z0-9_-]{43})/);
  expect(match, `a signing link mailed to ${email}`).toBeTruthy();
  return { token: match![1]!, subject: mail!.subject };
};

/** A Funded loan with one extension allowed in its accepted term sheet, boarded. */
const extendableLoan = async (borrowerIds: string[]) => {
  const { loan } = await insertLoan(ctx.db, {
    values: {
      status: 'Funded',
      funded_epoch: (today - 40) * DAY,
      interest_rate: 0.12,
      construction_reserve: null,
    },
    borrowerIds,
  });
  const now = Math.floor(Date.now() / 1000);
  await ctx.db.insert(activities).values({
    loan_id: loan.id,
    activity_type: 'term-sheet',
    name: 'Term Sheet',
    state: 'accepted',
    state_epoch: now,
    last_update: now,
    data: { values: { extensions_allowed: 1, extension_period_months: 6, extension_fee: 0.01 } },
  });
  expect((await api('POST', `/servicing/loan/${loan.id}/board`, ctx.tokens.admin, {})).statusCode).toBe(200);
  return loan;
};

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('the extension agreement sent for signature', () => {
  it('shows as declined on the servicing summary when the borrower declines it', async () => {
    const loan = await extendableLoan([ctx.users.borrower.borrower_id!]);
    const extended = await api('POST', `/servicing/loan/${loan.id}/extensions`, ctx.tokens.admin, {});
    expect(extended.statusCode).toBe(200);
    const { token } = await linkFor('borrower@example.com');
    expect((await pub(`/sign/${token}/decline`, { reason: 'The fee is wrong' })).statusCode).toBe(200);
    expect(await agreementsOf(loan.id)).toEqual([
      {
        extension_id: extended.json().id,
        effective_date: extended.json().effective_date,
        status: 'declined',
        updated_at: expect.any(String),
        signers: [{ name: 'Brenda Borrower', status: 'declined' }],
      },
    ]);
  });

  it('goes to every borrower of the loan, who sign it through their links; the signed PDF stays on the loan', async () => {
    const co = await insertBorrower(ctx.db, {
      first_name: 'Cole',
      last_name: 'Cosigner',
      email: 'cole.co@example.com',
    });
    const loan = await extendableLoan([ctx.users.borrower.borrower_id!, co.id]);
    const extended = await api('POST', `/servicing/loan/${loan.id}/extensions`, ctx.tokens.admin, {});
    expect(extended.statusCode).toBe(200);
    const { signature, id: extensionId } = extended.json();
    expect(signature.signers).toEqual([
      { name: 'Brenda Borrower', email: 'borrower@example.com' },
      { name: 'Cole Cosigner', email: 'cole.co@example.com' },
    ]);

    // The borrower's personal area lists the document to sign, pending, with the envelope.
    const personal = await api('GET', `/personal/loan/${loan.id}/activities`, ctx.tokens.borrower);
    const task = personal
      .json()
      .find((a: { activity_id: string }) => a.activity_id === signature.activity_id);
    expect(task).toMatchObject({
      activity_type: 'document-request',
      docusign_envelope_id: signature.envelope_id,
    });
    expect(task.status.state).toBe('new');
    const [notice] = await ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.user_id, ctx.users.borrower.id), eq(notifications.kind, 'signature-requested')),
      )
      .orderBy(desc(notifications.created_at))
      .limit(1);
    expect(notice?.message).toMatch(/^Signature requested: Extension Agreement/);

    // The document in the envelope is the agreement of this extension.
    const [envelope] = await ctx.db.select().from(envelopes).where(eq(envelopes.id, signature.envelope_id));
    const [original] = await ctx.db.select().from(documents).where(eq(documents.id, envelope!.document_id!));
    expect(original?.loan_id).toBe(loan.id);
    const text = (await pdftotext(await readAll(ctx.deps.storage, original!.storage_key))).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain('Loan Extension Agreement');
    // Printed as a US date (issue 23 item 6): '2027-06-21' reads '06/21/2027'.
    const [y, mo, d] = (extended.json().maturity_date as string).split('-');
    expect(text).toContain(`New maturity date: ${mo}/${d}/${y}`);

    const brenda = await linkFor('borrower@example.com');
    expect(brenda.subject).toContain('Please sign: Extension Agreement');
    const cole = await linkFor('cole.co@example.com');
    // The servicing summary says where the signing stands: sent, viewed (a link opened), signed.
    expect(await agreementsOf(loan.id)).toEqual([
      expect.objectContaining({ extension_id: extensionId, status: 'sent' }),
    ]);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/sign/${cole.token}` })).statusCode).toBe(200);
    expect((await agreementsOf(loan.id))[0]).toMatchObject({
      status: 'viewed',
      signers: [
        { name: 'Brenda Borrower', status: 'sent' },
        { name: 'Cole Cosigner', status: 'viewed' },
      ],
    });
    expect(
      (
        await pub(`/sign/${brenda.token}/sign`, { kind: 'typed', name: 'Brenda Borrower', agree: true })
      ).json(),
    ).toEqual({ status: 'signed', envelope_status: 'delivered' });
    expect((await agreementsOf(loan.id))[0]?.status).toBe('viewed');
    expect(
      (await pub(`/sign/${cole.token}/sign`, { kind: 'typed', name: 'Cole Cosigner', agree: true })).json(),
    ).toEqual({ status: 'signed', envelope_status: 'signed' });
    expect((await agreementsOf(loan.id))[0]).toMatchObject({
      status: 'signed',
      signers: [
        { name: 'Brenda Borrower', status: 'signed' },
        { name: 'Cole Cosigner', status: 'signed' },
      ],
    });

    const [done] = await ctx.db.select().from(envelopes).where(eq(envelopes.id, signature.envelope_id));
    const [signed] = await ctx.db.select().from(documents).where(eq(documents.id, done!.signed_document_id!));
    expect(signed).toMatchObject({ loan_id: loan.id, kind: 'signed' });
    const signedText = (await pdftotext(await readAll(ctx.deps.storage, signed!.storage_key))).replace(
      /\s+/g,
      ' ',
    );
    expect(signedText).toContain('Loan Extension Agreement');
    expect(signedText).toContain('Signer: Cole Cosigner');
    const [closed] = await ctx.db.select().from(activities).where(eq(activities.id, signature.activity_id));
    expect([closed?.state, closed?.data.servicing_extension_id]).toEqual(['accepted', extensionId]);
  });

  it('a loan whose borrowers have no e-mail is still extended, with no envelope', async () => {
    const silent = await insertBorrower(ctx.db, { first_name: 'No', last_name: 'Mail', email: null });
    const loan = await extendableLoan([silent.id]);
    const extended = await api('POST', `/servicing/loan/${loan.id}/extensions`, ctx.tokens.admin, {});
    expect(extended.statusCode).toBe(200);
    expect(extended.json().signature).toBeNull();
    expect(await agreementsOf(loan.id)).toEqual([]);
    expect(
      await ctx.db.select().from(activities).where(eq(activities.activity_type, 'document-request')),
    ).not.toContainEqual(expect.objectContaining({ loan_id: loan.id }));
  });
});

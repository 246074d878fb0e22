// Issue 11 follow-ups: 'activity assigned' fires for the Add Activity modal's staff participants;
// borrowers and brokers hear of new document requests, signature requests and rejections through
// the same notification calls, scoped to themselves; and they preview their own files.
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, documents } from '../../db/schema/index';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertBorrower, insertLoan, insertUser } from '../../test/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

type Item = {
  id: string;
  message: string;
  kind?: string;
  document_id: string | null;
  loan_human_id: string | null;
};
const listOf = async (userId: string, token: string) =>
  (await call('GET', `/user/${userId}/notifications`, token)).json() as Item[];

const tinyPdf = async () => {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  return Buffer.from(await pdf.save());
};

/** A quarter-hour of the next day: what the Add Activity time picker allows. */
const nextSlot = () => (Math.floor(Date.now() / 1000 / 900) + 96) * 900;

describe('activity assigned', () => {
  it('tells each staff participant named by e-mail or full name, not the creator or anyone else', async () => {
    const colleague = await insertUser(ctx.db, {
      email: 'petra.processor@example.com',
      role: 'admin',
      first_name: 'Petra',
      last_name: 'Processor',
    });
    const other = await insertUser(ctx.db, {
      email: 'uma.underwriter@example.com',
      role: 'admin',
      first_name: 'Uma',
      last_name: 'Underwriter',
    });
    const { loan } = await insertLoan(ctx.db, { borrowerIds: [ctx.users.borrower.borrower_id!] });
    const start = nextSlot();
    const created = await call('POST', '/activity', ctx.tokens.admin, {
      loan_id: loan.id,
      topic: 'Term Sheet',
      type: 'Call',
      request: 'Call the sponsor about the rate',
      participants: [
        'PETRA.PROCESSOR@example.com',
        'Uma Underwriter',
        'Ada Admin',
        'Brenda Borrower',
        'nobody',
      ],
      start_epoch: start,
      end_epoch: start + 1800,
    });
    expect(created.statusCode).toBe(201);
    for (const user of [colleague, other]) {
      const mine = await listOf(user.id, await ctx.tokenFor(user));
      expect(mine.map((n) => n.message)).toContain(
        'Activity assigned to you: Call the sponsor about the rate',
      );
      expect(mine[0]!.loan_human_id).toBe(loan.human_id);
    }
    // The creator (named too) and a borrower (not staff) hear nothing of it.
    const admin = await listOf(ctx.users.admin.id, ctx.tokens.admin);
    expect(admin.some((n) => n.message.startsWith('Activity assigned to you'))).toBe(false);
    const borrower = await listOf(ctx.users.borrower.id, ctx.tokens.borrower);
    expect(borrower.some((n) => n.message.startsWith('Activity assigned to you'))).toBe(false);
    // The modal's suggestions: active staff by name, for staff only.
    const staff = await call('GET', '/user/staff', ctx.tokens.admin);
    expect(staff.statusCode).toBe(200);
    const names = (staff.json() as { name: string; email: string }[]).map((u) => u.name);
    expect(names).toEqual(expect.arrayContaining(['Ada Admin', 'Petra Processor', 'Uma Underwriter']));
    expect(names).not.toContain('Brenda Borrower');
    expect((await call('GET', '/user/staff', ctx.tokens.borrower)).statusCode).toBe(403);
    expect((await call('GET', '/user/staff', ctx.tokens.broker)).statusCode).toBe(403);
  });
});

describe('borrower and broker notifications', () => {
  it('a new document request reaches the borrower it is asked of, on their own list only', async () => {
    const template = await call('POST', '/activity-templates/create-template', ctx.tokens.admin, {
      entity_type: 'borrower',
      document_name: 'Tax Return 2025',
      description: 'Both pages, signed',
    });
    expect(template.statusCode).toBe(201);
    const { loan } = await insertLoan(ctx.db, { borrowerIds: [ctx.users.borrower.borrower_id!] });
    const made = await call(
      'POST',
      `/activity-templates/create-document-request/${ctx.users.borrower.borrower_id}/from-template/${template.json().template_id}?loan_id=${loan.id}`,
      ctx.tokens.admin,
    );
    expect(made.statusCode).toBe(201);
    const mine = await listOf(ctx.users.borrower.id, ctx.tokens.borrower);
    expect(mine[0]).toMatchObject({
      message: 'Document requested: Tax Return 2025',
      loan_human_id: loan.human_id,
    });
    // Someone else's list stays closed to the borrower; the broker has none of it.
    expect(
      (await call('GET', `/user/${ctx.users.admin.id}/notifications`, ctx.tokens.borrower)).statusCode,
    ).toBe(403);
    const broker = await listOf(ctx.users.broker.id, ctx.tokens.broker);
    expect(broker.some((n) => n.message.includes('Tax Return 2025'))).toBe(false);
    // Seen / done work on their own item, and not on another user's.
    const seen = await call('PUT', `/notifications/${mine[0]!.id}/toggle-seen`, ctx.tokens.borrower);
    expect(seen.statusCode).toBe(200);
    expect(
      (await call('PUT', `/notifications/${mine[0]!.id}/toggle-seen`, ctx.tokens.broker)).statusCode,
    ).toBe(404);
  });

  it('a signature request reaches a recipient who is a borrower user; a rejection gives the reason', async () => {
    const borrower = await insertBorrower(ctx.db, {
      first_name: 'Sid',
      last_name: 'Signer',
      email: 'sid@example.com',
    });
    const sid = await insertUser(ctx.db, {
      email: 'sid@example.com',
      role: 'borrower',
      borrower_id: borrower.id,
      first_name: 'Sid',
      last_name: 'Signer',
    });
    const sidToken = await ctx.tokenFor(sid);
    const { loan } = await insertLoan(ctx.db, { borrowerIds: [borrower.id] });
    const [request] = await ctx.db
      .insert(activities)
      .values({
        loan_id: loan.id,
        borrower_id: borrower.id,
        entity_type: 'borrower',
        activity_type: 'document-request',
        name: 'Guaranty',
        document_name: 'Guaranty',
        state_epoch: 0,
        last_update: 0,
      })
      .returning();
    const grant = await call(
      'POST',
      `/personal/${request!.id}/generate-document-with-presigned-url`,
      sidToken,
      {
        content_type: 'application/pdf',
        name: 'guaranty.pdf',
      },
    );
    expect(grant.statusCode).toBe(200);
    const processId = grant.json().process_id as string;
    const [doc] = await ctx.db.select().from(documents).where(eq(documents.process_id, processId));
    await ctx.deps.storage.put(doc!.storage_key, await tinyPdf());
    expect(
      (await call('POST', `/personal/${request!.id}/process/${processId}/run`, sidToken)).statusCode,
    ).toBe(200);

    const sent = await call(
      'POST',
      `/activity/document-request/${request!.id}/process/${processId}/set/request-signature`,
      ctx.tokens.admin,
      {
        recipients: [
          { name: 'Sid Signer', email: 'Sid@Example.com' },
          { name: 'Outside', email: 'out@example.com' },
        ],
      },
    );
    expect(sent.statusCode).toBe(200);
    let mine = await listOf(sid.id, sidToken);
    expect(mine[0]).toMatchObject({
      message: 'Signature requested: Guaranty. Your private signing link is in your e-mail.',
      document_id: doc!.id,
    });

    const rejected = await call(
      'POST',
      `/activity/document-request/${request!.id}/process/${processId}/set/rejected`,
      ctx.tokens.admin,
      { reason: 'Page 2 is missing' },
    );
    expect(rejected.statusCode).toBe(200);
    mine = await listOf(sid.id, sidToken);
    expect(mine[0]!.message).toBe('Your document was rejected: Guaranty. Reason: Page 2 is missing');

    // The borrower previews their own file in the browser; another borrower cannot.
    const preview = await call('GET', `/personal/${request!.id}/document/${doc!.id}/preview`, sidToken);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      kind: 'pdf',
      file_name: 'guaranty.pdf',
      content_type: 'application/pdf',
    });
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: new URL(preview.json().url, 'http://x').pathname + new URL(preview.json().url, 'http://x').search,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    const stranger = await call(
      'GET',
      `/personal/${request!.id}/document/${doc!.id}/preview`,
      ctx.tokens.borrower,
    );
    expect([403, 404]).toContain(stranger.statusCode);
    const broker = await call('GET', `/broker/${request!.id}/document/${doc!.id}/preview`, ctx.tokens.broker);
    expect([403, 404]).toContain(broker.statusCode);
  });
});

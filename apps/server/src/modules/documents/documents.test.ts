// Uploads through signed links (type checked by content), downloads through expiring links,
// and the export-documents job (DESIGN.md §5, 000 §2).
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, documents, outbox } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { insertActivities } from '../loan-status/lifecycle';
import {
  activityStateOf,
  caller,
  createLifecycleLoan,
  type Caller,
} from '../loan-status/lifecycle.test-helpers';

let ctx: TestContext;
let api: Caller;

beforeAll(async () => {
  ctx = await createTestContext();
  api = caller(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

const documentRequest = async () => {
  const { loan, borrower } = await createLifecycleLoan(ctx);
  const [row] = await ctx.db.transaction((tx) =>
    insertActivities(tx, [
      {
        loan_id: loan.id,
        borrower_id: borrower.id,
        entity_type: 'borrower',
        entity_id: borrower.id,
        activity_type: 'document-request',
        name: 'Bank Statement',
        document_name: 'Bank Statement',
      },
    ]),
  );
  return { loan, id: row!.id };
};

const putFile = (url: string, body: Buffer, contentType: string) =>
  ctx.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });

describe('upload through a signed link, then run the process', () => {
  it('keeps the file, shows the document and marks the request New File Uploaded (sent)', async () => {
    const { id } = await documentRequest();
    const grant = await api('POST', `/activity/${id}/generate-document-with-presigned-url`, {
      content_type: 'application/pdf',
      name: 'statement-march.pdf',
    });
    expect(grant.statusCode).toBe(200);
    const { presigned_url, process_id } = grant.json();
    expect(presigned_url).toMatch(/^\/api\/files\/upload\//);

    // Running before the upload is refused: nothing is there yet.
    expect((await api('POST', `/activity/${id}/process/${process_id}/run`)).statusCode).toBe(409);

    const uploaded = await putFile(presigned_url, PDF, 'application/pdf');
    expect(uploaded.statusCode).toBe(200);
    const run = await api('POST', `/activity/${id}/process/${process_id}/run`);
    expect(run.statusCode).toBe(200);
    expect(run.json().status.state).toBe('sent');
    const doc = run.json().processes[0].documents[0];
    expect(doc).toMatchObject({ file_name: 'statement-march.pdf', document_name: 'Bank Statement' });

    const link = await api('GET', `/activity/${id}/document/${doc.document_id}/download`);
    expect(link.statusCode).toBe(200);
    const file = await ctx.app.inject({ method: 'GET', url: link.json().url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);

    // A tampered or expired link is refused.
    expect(
      (await ctx.app.inject({ method: 'GET', url: link.json().url.replace(/sig=[^&]+/, 'sig=forged') }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: link.json().url.replace(/exp=\d+/, 'exp=1000') }))
        .statusCode,
    ).toBe(403);

    // Staff accept the upload round.
    const accepted = await api('POST', `/activity/document-request/${id}/process/${process_id}/set/accepted`);
    expect(accepted.json().status.state).toBe('accepted');
  });

  it('refuses a file whose bytes are not of the announced type, and unknown types', async () => {
    const { id } = await documentRequest();
    const grant = (
      await api('POST', `/activity/${id}/generate-document-with-presigned-url`, {
        content_type: 'application/pdf',
        name: 'fake.pdf',
      })
    ).json();
    const wrong = await putFile(grant.presigned_url, PNG, 'application/pdf');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Not valid file type');
    expect(
      (await putFile(grant.presigned_url.replace(/\.[^.]+$/, '.AAAA'), PDF, 'application/pdf')).statusCode,
    ).toBe(403);
    const exe = await api('POST', `/activity/${id}/generate-document-with-presigned-url`, {
      content_type: 'application/x-msdownload',
      name: 'run.exe',
    });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toBe('Not valid file type');
    expect(await activityStateOf(ctx, id)).toBe('new');
  });

  it('rejects an upload round with its reason kept on the process', async () => {
    const { id } = await documentRequest();
    const grant = (
      await api('POST', `/activity/${id}/generate-document-with-presigned-url`, {
        content_type: 'image/png',
        name: 'scan.png',
      })
    ).json();
    expect((await putFile(grant.presigned_url, PNG, 'image/png')).statusCode).toBe(200);
    expect((await api('POST', `/activity/${id}/process/${grant.process_id}/run`)).statusCode).toBe(200);
    expect(
      (
        await api('POST', `/activity/document-request/${id}/process/${grant.process_id}/set/rejected`, {
          reason: '',
        })
      ).statusCode,
    ).toBe(400);
    const rejected = await api(
      'POST',
      `/activity/document-request/${id}/process/${grant.process_id}/set/rejected`,
      { reason: 'Page 2 is missing' },
    );
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().status).toMatchObject({ state: 'rejected', text: 'Page 2 is missing' });
    expect(rejected.json().processes[0]).toMatchObject({
      status: { state: 'rejected' },
      data_to_display: { reason: 'Page 2 is missing' },
    });
    const version = rejected.json().version as number;
    const display = await api('PUT', `/activity/${id}/process/${grant.process_id}/update-display-data`, {
      account_balance: 125_000,
      version,
    });
    expect(display.json()).toEqual({ reason: 'Page 2 is missing', account_balance: 125_000 });
    const [after] = await ctx.db.select().from(activities).where(eq(activities.id, id));
    expect(after!.version).toBe(version + 1);
    // Lost updates (issue 13): the version read is required; a stale one changes nothing.
    const path = `/activity/${id}/process/${grant.process_id}/update-display-data`;
    expect((await api('PUT', path, { account_balance: 1 })).statusCode).toBe(400);
    expect((await api('PUT', path, { account_balance: 1, version })).statusCode).toBe(409);
  });
});

describe('term sheet upload (002 §4)', () => {
  it('keeps the uploaded file as a process of the term sheet; the client then marks it sent or signed', async () => {
    const { idOf } = await createLifecycleLoan(ctx);
    const id = idOf('term-sheet');
    const grant = (
      await api('POST', `/activity/${id}/generate-document-with-presigned-url`, {
        content_type: 'application/pdf',
        name: 'signed-term-sheet.pdf',
      })
    ).json();
    expect((await putFile(grant.presigned_url, PDF, 'application/pdf')).statusCode).toBe(200);
    const run = await api('POST', `/activity/${id}/process/${grant.process_id}/run`);
    expect(run.json().status.state).toBe('new');
    expect(run.json().processes[0].documents[0].file_name).toBe('signed-term-sheet.pdf');
    // The 'signed' checkbox: verify.
    expect((await api('POST', `/term-sheet/${id}/set/verified`)).json().state).toBe('signed');
  });
});

describe('a borrower uploading the term sheet in the personal area (002 §4)', () => {
  it('marks it sent, and a second upload marks it signed', async () => {
    const { idOf } = await createLifecycleLoan(ctx, { borrowerIds: [ctx.users.borrower.borrower_id!] });
    const id = idOf('term-sheet');
    const borrower = caller(ctx, ctx.tokens.borrower);
    for (const expected of ['sent', 'signed']) {
      const grant = await borrower('POST', `/personal/${id}/generate-document-with-presigned-url`, {
        content_type: 'application/pdf',
        name: 'term-sheet.pdf',
      });
      expect(grant.statusCode).toBe(200);
      expect((await putFile(grant.json().presigned_url, PDF, 'application/pdf')).statusCode).toBe(200);
      const run = await borrower('POST', `/personal/${id}/process/${grant.json().process_id}/run`);
      expect(run.statusCode).toBe(200);
      expect(await activityStateOf(ctx, id)).toBe(expected);
    }
  });
});

describe('export documents (background job)', () => {
  it('answers at once, then mails the requester a link to a zip of the loan files', async () => {
    const { loan, idOf } = await createLifecycleLoan(ctx);
    expect((await api('POST', `/term-sheet/${idOf('term-sheet')}/generate`)).statusCode).toBe(200);
    const started = await api('PUT', `/loan/${loan.id}/export-documents`);
    expect(started.statusCode).toBe(202);
    expect(started.json().message).toBe('Export task initiated, please wait for email notification');

    let mail: typeof outbox.$inferSelect | undefined;
    for (let attempt = 0; attempt < 60 && !mail; attempt += 1) {
      [mail] = await ctx.db
        .select()
        .from(outbox)
        .where(eq(outbox.subject, `Documents of ${loan.name} are ready`))
        .orderBy(desc(outbox.created_at));
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(mail?.to).toBe('admin@example.com');
    const link = new URL(/Download: (\S+)/.exec(mail!.text)![1]!);
    // Mailed links are absolute: APP_BASE_URL, else http://localhost:PORT (never the Host header).
    expect(link.origin).toBe('http://localhost:3000');
    const zip = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // Both generated files (PDF and DOCX) are inside, under their document name.
    expect(zip.rawPayload.toString('latin1')).toContain(`Term Sheet/Term Sheet ${loan.human_id}.pdf`);
    const [stored] = await ctx.db.select().from(documents).where(eq(documents.kind, 'export'));
    expect(stored?.loan_id).toBe(loan.id);
  }, 30_000);

  it('is for staff, and 404 for unknown loans', async () => {
    expect((await api('PUT', '/loan/00000000-0000-4000-8000-000000000000/export-documents')).statusCode).toBe(
      404,
    );
    const { loan } = await createLifecycleLoan(ctx);
    expect(
      (await caller(ctx, ctx.tokens.borrower)('PUT', `/loan/${loan.id}/export-documents`)).statusCode,
    ).toBe(403);
  });
});

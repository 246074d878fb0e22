// Generated documents (DESIGN.md §5, 002 §3): values saved only when changed and validated with
// the domain schema, real DOCX and PDF files containing the values, replaceable templates.
import PizZip from 'pizzip';
import { extractText, getDocumentProxy } from 'unpdf';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index';
import { docxText } from '../generated-documents/docx';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import {
  auditActionsOf,
  caller,
  createLifecycleLoan,
  putActivityInState,
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

const fetchFile = async (url: string): Promise<Buffer> => {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
};

const pdfText = async (file: Buffer): Promise<string> => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(file)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
};

describe('term sheet values', () => {
  it('prefills from the loan, saves only changed values, and refuses amounts over the limit', async () => {
    const { idOf, loan } = await createLifecycleLoan(ctx);
    const id = idOf('term-sheet');
    const initial = await api('GET', `/term-sheet/${id}/get-values`);
    expect(initial.json()).toMatchObject({
      state: 'new',
      values: { amount: loan.amount, construction_reserve: loan.construction_reserve },
    });

    const first = await api('PUT', `/term-sheet/${id}/update`, {
      good_faith_deposit: '25,000',
      origination_fee: 0.015,
    });
    expect(first.json()).toMatchObject({
      changed: true,
      values: { good_faith_deposit: 25_000, origination_fee: 0.015 },
    });
    const same = await api('PUT', `/term-sheet/${id}/update`, { good_faith_deposit: 25_000 });
    expect(same.json().changed).toBe(false);
    expect(
      (await auditActionsOf(ctx, id)).filter((action) => action === 'activity.term-sheet.update'),
    ).toHaveLength(1);

    const over = await api('PUT', `/term-sheet/${id}/update`, { amount: 15_000_001 });
    expect(over.statusCode).toBe(400);
    expect(over.json().details).toContainEqual({ path: 'amount', message: '* Limit $15,000,000' });
    expect((await api('PUT', `/term-sheet/${id}/update`, { origination_fee: 'abc' })).statusCode).toBe(400);
    expect((await api('GET', `/term-sheet/${id}/get-values`)).json().values.good_faith_deposit).toBe(25_000);
  });
});

describe('generated files', () => {
  it('produces a PDF and a DOCX with the loan, borrower, property and formatted values', async () => {
    const { idOf, loan, borrower } = await createLifecycleLoan(ctx);
    const id = idOf('term-sheet');
    await api('PUT', `/term-sheet/${id}/update`, {
      good_faith_deposit: 25_000,
      origination_fee: 0.02,
      extension_period_months: 6,
      other_1: 'Personal guarantee required',
    });
    const generated = await api('POST', `/term-sheet/${id}/generate`);
    expect(generated.statusCode).toBe(200);
    const { pdf_url, docx_url } = generated.json();

    const pdf = await fetchFile(pdf_url);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      'Term Sheet',
      `Loan Number: ${loan.human_id}`,
      'Loan: 118 Maple Ave, Austin',
      `${borrower.first_name} ${borrower.last_name}`,
      '118 Maple Ave, Austin, TX 78704',
      'Good Faith Deposit: $25,000',
      'Origination Fee: 2%',
      'Extension Period: 6 months',
      'Interest Rate: 10.5%',
      'Other 1: Personal guarantee required',
      'Borrower: ____',
    ]) {
      expect(text).toContain(expected);
    }

    const docx = await fetchFile(docx_url);
    const words = docxText(docx);
    expect(words).toContain('Good Faith Deposit: $25,000');
    expect(words).toContain(`Loan Number: ${loan.human_id}`);
    expect(words).not.toContain('{');

    const links = await api('GET', `/term-sheet/${id}/get-google-docs`);
    expect(links.json().pdf_document_id).toBe(generated.json().pdf_document_id);
    // Download is not in the table for a generated (unsent) term sheet; after sending it is.
    expect((await api('GET', `/term-sheet/${id}/download`)).statusCode).toBe(409);
    const sent = await api('POST', `/term-sheet/${id}/send`);
    expect(sent.json()).toMatchObject({ state: 'sent', sent_to: borrower.email });
    const [mail] = await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, borrower.email!))
      .orderBy(desc(outbox.created_at));
    expect(mail?.text).toContain('/api/files/');
    expect((await api('GET', `/term-sheet/${id}/download`)).statusCode).toBe(200);
    const activity = (await api('GET', `/activity/loan/${loan.id}/all`))
      .json()
      .find((item: { activity_id: string }) => item.activity_id === id);
    expect(activity.mails[0]).toMatchObject({ to: borrower.email });
  });

  it('answers 404 before anything was generated', async () => {
    const { idOf } = await createLifecycleLoan(ctx);
    expect((await api('GET', `/term-sheet/${idOf('term-sheet')}/get-google-docs`)).statusCode).toBe(404);
  });
});

describe('editable templates', () => {
  const customTemplate = (): Buffer => {
    const zip = new PizZip();
    zip.file(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    );
    zip.file(
      '_rels/.rels',
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    );
    zip.file(
      'word/document.xml',
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>CUSTOM TEMPLATE for {loan_number} owned by {borrower_name}</w:t></w:r></w:p></w:body></w:document>',
    );
    return zip.generate({ type: 'nodebuffer' }) as Buffer;
  };

  it('downloads the default, replaces it with an admin upload, and generates from the new one', async () => {
    const download = await ctx.app.inject({
      method: 'GET',
      url: '/api/activity-templates/document-template/term-sheet',
      headers: bearer(ctx.tokens.admin),
    });
    expect(download.statusCode).toBe(200);
    expect(docxText(download.rawPayload)).toContain('{loan_number}');

    const upload = (payload: Buffer, kind = 'term-sheet', token = ctx.tokens.admin) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/activity-templates/document-template/${kind}?name=ours.docx`,
        payload,
        headers: {
          ...bearer(token),
          'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        },
      });
    expect((await upload(Buffer.from('not a docx'))).statusCode).toBe(400);
    expect((await upload(customTemplate(), 'unknown-kind')).statusCode).toBe(400);
    expect((await upload(customTemplate(), 'term-sheet', ctx.tokens.broker)).statusCode).toBe(403);
    const saved = await upload(customTemplate());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ kind: 'term-sheet', file_name: 'ours.docx' });

    const { idOf, loan, borrower } = await createLifecycleLoan(ctx);
    const generated = (await api('POST', `/term-sheet/${idOf('term-sheet')}/generate`)).json();
    expect(docxText(await fetchFile(generated.docx_url))).toContain(
      `CUSTOM TEMPLATE for ${loan.human_id} owned by ${borrower.first_name} ${borrower.last_name}`,
    );
    // The commitment still uses its own default.
    const commitmentTemplate = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/activity-templates/document-template/commitment',
        headers: bearer(ctx.tokens.admin),
      });
    expect(docxText((await commitmentTemplate()).rawPayload)).not.toContain('CUSTOM');

    // A browser form upload (multipart) works the same way.
    const boundary = '----lending-test';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="commitment-v2.docx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.wordprocessingml.document\r\n\r\n`,
      ),
      customTemplate(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const form = await ctx.app.inject({
      method: 'PUT',
      url: '/api/activity-templates/document-template/commitment',
      payload: body,
      headers: { ...bearer(ctx.tokens.admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual({ kind: 'commitment', file_name: 'commitment-v2.docx' });
    expect(docxText((await commitmentTemplate()).rawPayload)).toContain('CUSTOM TEMPLATE');
  });
});

describe('sending a term sheet marked generated without files (seeded data)', () => {
  it('generates the files first, then mails them', async () => {
    const { idOf, borrower } = await createLifecycleLoan(ctx);
    const id = idOf('term-sheet');
    await putActivityInState(ctx, id, 'generated');
    const sent = await api('POST', `/term-sheet/${id}/send`);
    expect(sent.json()).toMatchObject({ state: 'sent', sent_to: borrower.email });
    expect((await api('GET', `/term-sheet/${id}/download`)).statusCode).toBe(200);
  });
});

// The PDF from the template (issue 20 item 4): with LibreOffice installed (CI installs it: .ci/run),
// a generated PDF is the lender's DOCX template as converted, so an edit to the template made in
// the product shows in the next PDF; without LibreOffice the PDF is the standard layout, says so on
// its page, and the links answer pdf_layout 'standard'.
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdftotext } from '../../lib/pdf-text';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { caller, createLifecycleLoan } from '../loan-status/lifecycle.test-helpers';
import { STANDARD_LAYOUT_NOTICE } from './document-pdf';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const textOf = async (ctx: TestContext, url: string): Promise<string> => {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return (await pdftotext(response.rawPayload)).replace(/\s+/g, ' ');
};

/** The product's own template edit: download the term sheet template, change a label, upload it. */
const editTermSheetTemplate = async (ctx: TestContext, from: string, to: string) => {
  const download = await ctx.app.inject({
    method: 'GET',
    url: '/api/activity-templates/document-template/term-sheet',
    headers: bearer(ctx.tokens.admin),
  });
  expect(download.statusCode).toBe(200);
  const zip = new PizZip(download.rawPayload);
  const xml = zip.file('word/document.xml')!.asText();
  expect(xml).toContain(from);
  zip.file('word/document.xml', xml.replace(from, to));
  const upload = await ctx.app.inject({
    method: 'PUT',
    url: '/api/activity-templates/document-template/term-sheet?name=edited.docx',
    payload: zip.generate({ type: 'nodebuffer' }) as Buffer,
    headers: { ...bearer(ctx.tokens.admin), 'content-type': DOCX },
  });
  expect(upload.statusCode).toBe(200);
};

describe('generated PDF with LibreOffice', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('is the filled template, and shows an edit made to the template in the next PDF', async () => {
    // CI installs libreoffice-writer-nogui (.ci/run); this test needs it rather than skipping.
    expect(ctx.deps.pdfConverter.isAvailable, 'soffice (LibreOffice) must be installed').toBe(true);
    const api = caller(ctx);
    const { idOf, loan, borrower } = await createLifecycleLoan(ctx);
    const id = idOf('term-sheet');

    const before = await api('POST', `/term-sheet/${id}/generate`);
    expect(before.statusCode).toBe(200);
    expect(before.json().pdf_layout).toBe('template');
    const first = await textOf(ctx, before.json().pdf_url);
    expect(first).toContain(`Loan Number: ${loan.human_id}`);
    expect(first).toContain('Loan Amount: $');
    expect(first).not.toContain('Principal Requested');
    expect(first).not.toContain(STANDARD_LAYOUT_NOTICE);

    await editTermSheetTemplate(ctx, 'Loan Amount: ', 'Principal Requested (edited template): ');
    const after = await api('POST', `/term-sheet/${id}/generate`);
    expect(after.json()).toMatchObject({ pdf_layout: 'template' });
    const second = await textOf(ctx, after.json().pdf_url);
    expect(second).toContain('Principal Requested (edited template): $');
    expect(second).not.toContain('Loan Amount: $');
    expect(second).toContain(`${borrower.first_name} ${borrower.last_name}`);
    const links = await api('GET', `/term-sheet/${id}/get-google-docs`);
    expect(links.json()).toMatchObject({
      pdf_document_id: after.json().pdf_document_id,
      pdf_layout: 'template',
    });
  });
});

describe('generated PDF without LibreOffice', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { SOFFICE_PATH: '/nonexistent/libreoffice/soffice' } });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('uses the standard layout, says so on the page and in the links', async () => {
    expect(ctx.deps.pdfConverter.isAvailable).toBe(false);
    const api = caller(ctx);
    const { idOf, loan } = await createLifecycleLoan(ctx);
    const id = idOf('term-sheet');
    const generated = await api('POST', `/term-sheet/${id}/generate`);
    expect(generated.statusCode).toBe(200);
    expect(generated.json().pdf_layout).toBe('standard');
    const text = await textOf(ctx, generated.json().pdf_url);
    expect(text).toContain(STANDARD_LAYOUT_NOTICE);
    expect(text).toContain(`Loan Number: ${loan.human_id}`);
    const links = await api('GET', `/term-sheet/${id}/get-google-docs`);
    expect(links.json().pdf_layout).toBe('standard');
  });
});

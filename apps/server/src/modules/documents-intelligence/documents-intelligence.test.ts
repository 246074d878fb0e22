// Extraction as a job whenever a document lands, and the documents calls of the panel (issue 9):
// text PDFs, scans (image and image-only PDF) by OCR, and every bad input ending in a clear state.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, dataPoints, documentPages } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { insertLoan } from '../../test/fixtures';
import { caller, type Caller } from '../loan-status/lifecycle.test-helpers';
import { encryptedPdf, sampleLines, samplePdf, sampleScan, scannedPdf } from './sample-documents';
import { storeDocument, waitForExtraction } from './test-helpers';

let ctx: TestContext;
let admin: Caller;
let loanId: string;

beforeAll(async () => {
  ctx = await createTestContext({ env: { OCR_MAX_PAGES: '3' } });
  admin = caller(ctx);
  loanId = (await insertLoan(ctx.db)).loan.id;
});
afterAll(async () => {
  await ctx?.close();
});

type Item = {
  document: { document_id: string; document_name: string };
  data_points: {
    data_point_id: string;
    key_name: string;
    value: unknown;
    page: number | null;
    quote: string | null;
    source: string;
  }[];
  ocr_data: Record<string, { value: unknown }>;
  extraction: {
    status: string;
    error: string | null;
    method: string | null;
    page_count: number | null;
    note: string | null;
  };
  download_url: string;
};

const documentsOf = async (id = loanId) => {
  const r = await admin('GET', `/loan/${id}/get-all-documents`);
  return r.json() as Item[];
};
const itemOf = async (documentId: string) =>
  (await documentsOf()).find((d) => d.document.document_id === documentId)!;

describe('extraction of landed documents', () => {
  it('reads a text PDF: pages with word boxes, data points with page and quote', async () => {
    const id = await storeDocument(ctx, {
      loanId,
      bytes: await samplePdf(sampleLines('bank-statement')),
      name: 'January Statement',
      contentType: 'application/pdf',
    });
    const row = await waitForExtraction(ctx, id);
    expect(row).toMatchObject({
      extraction_status: 'processed',
      extraction_method: 'text',
      page_count: 1,
      document_class: 'bank-statement',
    });
    const [page] = await ctx.db.select().from(documentPages).where(eq(documentPages.document_id, id));
    expect(page!.text).toContain('Ending Balance $42,479.92');
    const ending = page!.words.find((w) => w[4] === '$42,479.92')!;
    expect(ending[0]).toBeGreaterThan(0.1);
    expect(ending[2]).toBeLessThan(0.9);
    expect(ending[1]).toBeGreaterThan(0.05);
    const item = await itemOf(id);
    expect(item.extraction.status).toBe('processed');
    expect(item.data_points.find((d) => d.key_name === 'ending_balance')).toMatchObject({
      value: 42479.92,
      page: 1,
      quote: 'Ending Balance $42,479.92',
      source: 'extractor',
    });
    expect(item.ocr_data.ending_balance).toEqual({ value: 42479.92 });
    expect(item.download_url).toMatch(/^\/api\/files\//);
  });

  it('reads a scanned image and an image-only PDF by OCR', { timeout: 180_000 }, async () => {
    const image = await storeDocument(ctx, {
      loanId,
      bytes: sampleScan(sampleLines('driver-license'), 'jpeg', 200),
      name: 'ID scan',
      contentType: 'image/jpeg',
    });
    const pdf = await storeDocument(ctx, {
      loanId,
      bytes: await scannedPdf(sampleScan(sampleLines('rent-roll'), 'png', 200)),
      name: 'Rent roll scan',
      contentType: 'application/pdf',
    });
    const imageRow = await waitForExtraction(ctx, image, 150_000);
    expect(imageRow).toMatchObject({
      extraction_status: 'processed',
      extraction_method: 'ocr',
      document_class: 'driver-license',
    });
    const pdfRow = await waitForExtraction(ctx, pdf, 150_000);
    expect(pdfRow).toMatchObject({
      extraction_status: 'processed',
      extraction_method: 'ocr',
      document_class: 'rent-roll',
    });
    const points = await ctx.db.select().from(dataPoints).where(eq(dataPoints.document_id, pdf));
    expect(points.find((p) => p.key_name === 'total_monthly_rent')?.value).toBe(4575);
    const [page] = await ctx.db.select().from(documentPages).where(eq(documentPages.document_id, image));
    expect(page!.words.some((w) => w[4] === '05/12/2030')).toBe(true);
  });

  it('ends encrypted, corrupt, HEIC, unsupported and empty files in an error with a reason', async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64, 0)]);
    const cases: [Buffer, string, RegExp][] = [
      [await encryptedPdf(['Secret statement']), 'application/pdf', /password-protected/],
      [Buffer.from('%PDF-1.7\n1 0 obj garbage'), 'application/pdf', /not a readable PDF/],
      [heic, 'image/heic', /HEIC photo could not be decoded/],
      [Buffer.from('PK\u0003\u0004 not an office file'), 'application/zip', /file type/],
      [await samplePdf(['']), 'application/pdf', /No text could be read/],
    ];
    const ids: string[] = [];
    for (const [bytes, type] of cases)
      ids.push(await storeDocument(ctx, { loanId, bytes, name: 'bad', contentType: type }));
    for (const [index, id] of ids.entries()) {
      const row = await waitForExtraction(ctx, id);
      expect(row.extraction_status).toBe('error');
      expect(row.extraction_error).toMatch(cases[index]![2]);
    }
    const listed = (await admin('GET', `/loan/${loanId}/get-datastore-documents`)).json() as {
      id: string;
      status: string;
      error: string;
    }[];
    expect(listed.find((d) => d.id === ids[0])).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/password/),
    });
  });

  it('reads a 300-page PDF to the end', { timeout: 120_000 }, async () => {
    const big = await storeDocument(ctx, {
      loanId,
      bytes: await samplePdf(sampleLines('bank-statement'), 300),
      name: 'Big',
      contentType: 'application/pdf',
    });
    expect(await waitForExtraction(ctx, big)).toMatchObject({
      extraction_status: 'processed',
      page_count: 300,
    });
  });

  it('retries a failed document after the file is replaced', async () => {
    const id = await storeDocument(ctx, {
      loanId,
      bytes: Buffer.from('%PDF-1.7 broken'),
      name: 'Retry',
      contentType: 'application/pdf',
    });
    expect((await waitForExtraction(ctx, id)).extraction_status).toBe('error');
    const [doc] = await ctx.db
      .select()
      .from((await import('../../db/schema/index')).documents)
      .where(eq((await import('../../db/schema/index')).documents.id, id));
    await ctx.deps.storage.put(doc!.storage_key, await samplePdf(sampleLines('sreo')), {
      contentType: 'application/pdf',
    });
    const retry = await admin('PUT', `/loan/${loanId}/document/${id}/retry-extraction`);
    expect(retry.statusCode).toBe(202);
    expect((await waitForExtraction(ctx, id)).extraction_status).toBe('processed');
    const audits = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity_id, id), eq(auditEvents.action, 'document.extraction.retry')));
    expect(audits).toHaveLength(1);
    const pages = (await admin('GET', `/loan/${loanId}/document/${id}/pages`)).json() as {
      pages: { text: string }[];
    };
    expect(pages.pages[0]!.text).toContain('SCHEDULE OF REAL ESTATE OWNED');
  });
});

describe('data point corrections and datastore sync', () => {
  it(
    'audits a correction, keeps it through a re-run, and reports sync progress',
    { timeout: 120_000 },
    async () => {
      const { loan } = await insertLoan(ctx.db);
      const id = await storeDocument(ctx, {
        loanId: loan.id,
        bytes: await samplePdf(sampleLines('bank-statement')),
        name: 'Statement',
        contentType: 'application/pdf',
      });
      await waitForExtraction(ctx, id);
      const list = (await admin('GET', `/loan/${loan.human_id}/get-all-documents`)).json() as Item[];
      const ending = list[0]!.data_points.find((d) => d.key_name === 'ending_balance')!;
      const members = list[0]!.data_points.find((d) => d.key_name === 'account_holder')!;
      const saved = await admin('PUT', '/data-point/update', [
        { data_point_id: ending.data_point_id, value: '41000.5' },
        { data_point_id: members.data_point_id, value: 'Jordan A. Avery' },
      ]);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject([
        { data_point_id: ending.data_point_id, value: 41000.5, source: 'staff' },
        { value: 'Jordan A. Avery', source: 'staff' },
      ]);
      const audit = await ctx.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entity_id, id), eq(auditEvents.action, 'data-point.update')));
      expect(audit[0]!.before).toMatchObject({ value: 42479.92 });

      const sync = await admin('PUT', `/loan/${loan.id}/sync-files-to-datastore`);
      expect(sync.statusCode).toBe(202);
      expect(sync.json()).toMatchObject({ status: 'processing', total: 1, done: 0 });
      const until = Date.now() + 60_000;
      let run: { status: string; done: number } = { status: 'processing', done: 0 };
      while (run.status === 'processing' && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        run = (await admin('GET', `/loan/${loan.id}/sync-files-to-datastore`)).json() as typeof run;
      }
      expect(run).toMatchObject({ status: 'completed', done: 1 });
      const after = (await admin('GET', `/loan/${loan.id}/get-all-documents`)).json() as Item[];
      expect(after[0]!.data_points.find((d) => d.key_name === 'ending_balance')).toMatchObject({
        value: 41000.5,
        source: 'staff',
      });
      expect(after[0]!.data_points.find((d) => d.key_name === 'beginning_balance')).toMatchObject({
        value: 13375.5,
        source: 'extractor',
      });
      const datastore = (await admin('GET', `/loan/${loan.id}/get-datastore-documents`)).json();
      expect(datastore).toEqual([
        {
          id,
          name: 'Statement (Statement.bin)',
          status: 'completed',
          created_at: expect.any(String),
          error: null,
          progress: 100,
        },
      ]);
      const sources = (await admin('GET', `/loan/${loan.id}/get-all-sources`)).json() as {
        source_key: string;
        value: unknown;
        priority: number;
        origin: string;
      }[];
      // A staff correction is the best source of its key (issue 23 sources browser).
      expect(sources.find((s) => s.source_key === 'ending_balance')).toMatchObject({
        value: 41000.5,
        priority: 5,
        origin: 'staff',
      });
    },
  );

  it('validates corrections: empty list, bad id, unknown id', async () => {
    expect((await admin('PUT', '/data-point/update', [])).statusCode).toBe(400);
    expect((await admin('PUT', '/data-point/update', [{ data_point_id: 'x', value: 1 }])).statusCode).toBe(
      400,
    );
    const unknown = await admin('PUT', '/data-point/update', [
      { data_point_id: '00000000-0000-4000-8000-000000000000', value: 1 },
    ]);
    expect(unknown.statusCode).toBe(404);
  });

  it('is for staff only: borrowers and brokers get 403 on every call; unknown loans 404', async () => {
    for (const token of [ctx.tokens.borrower, ctx.tokens.broker]) {
      const as = caller(ctx, token);
      for (const [method, url] of [
        ['GET', `/loan/${loanId}/get-all-documents`],
        ['GET', `/loan/${loanId}/get-all-sources`],
        ['GET', `/loan/${loanId}/get-datastore-documents`],
        ['PUT', `/loan/${loanId}/sync-files-to-datastore`],
        ['GET', `/loan/${loanId}/document/00000000-0000-4000-8000-000000000000/pages`],
        ['PUT', `/loan/${loanId}/document/00000000-0000-4000-8000-000000000000/retry-extraction`],
      ] as const)
        expect((await as(method, url)).statusCode, `${method} ${url}`).toBe(403);
      expect(
        (
          await as('PUT', '/data-point/update', [
            { data_point_id: '00000000-0000-4000-8000-000000000000', value: 1 },
          ])
        ).statusCode,
      ).toBe(403);
    }
    expect((await admin('GET', '/loan/99999999/get-all-documents')).statusCode).toBe(404);
    expect(
      (await admin('GET', `/loan/${loanId}/document/00000000-0000-4000-8000-000000000000/pages`)).statusCode,
    ).toBe(404);
  });
});

// Regression: upload links are single-use and a stored file cannot be swapped after staff
// accepted it; a file named in any script downloads with a valid Content-Disposition.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/index';
import { readAll } from '../../integrations/storage/storage';
import { insertActivities } from '../../modules/loan-status/lifecycle';
import { caller, createLifecycleLoan, type Caller } from '../../modules/loan-status/lifecycle.test-helpers';
import { createTestContext, type TestContext } from '../context';

let ctx: TestContext;
let api: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  api = caller(ctx);
});
afterAll(async () => ctx?.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EVIL = Buffer.from('%PDF-1.4\n% swapped bytes after acceptance\n%%EOF\n');

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
  return row!.id;
};

const putFile = (url: string, body: Buffer) =>
  ctx.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': 'application/pdf' } });

describe('uploads: single-use links, immutable files', () => {
  it('refuses a second PUT on the same link, before and after staff accepted the file', async () => {
    const id = await documentRequest();
    const grant = await api('POST', `/activity/${id}/generate-document-with-presigned-url`, {
      content_type: 'application/pdf',
      name: '文件.pdf',
    });
    const { presigned_url, process_id } = grant.json();
    expect((await putFile(presigned_url, PDF)).statusCode).toBe(200);
    const again = await putFile(presigned_url, EVIL);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This upload link was already used');
    expect((await api('POST', `/activity/${id}/process/${process_id}/run`)).statusCode).toBe(200);
    const accepted = await api('POST', `/activity/document-request/${id}/process/${process_id}/set/accepted`);
    expect(accepted.statusCode).toBe(200);
    const swap = await putFile(presigned_url, EVIL);
    expect(swap.statusCode).toBe(409);
    const [doc] = await ctx.db.select().from(documents).where(eq(documents.process_id, process_id));
    expect((await readAll(ctx.deps.storage, doc!.storage_key)).equals(PDF)).toBe(true);

    // The non-Latin name downloads (RFC 5987 filename*), not a 500.
    const link = await api('GET', `/activity/${id}/document/${doc!.id}/download`);
    const file = await ctx.app.inject({ method: 'GET', url: link.json().url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="__.pdf"; filename*=UTF-8''${encodeURIComponent('文件.pdf')}`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('two racing PUTs on one link: exactly one is stored', async () => {
    const id = await documentRequest();
    const { presigned_url } = (
      await api('POST', `/activity/${id}/generate-document-with-presigned-url`, {
        content_type: 'application/pdf',
        name: 'a.pdf',
      })
    ).json();
    const results = await Promise.all([putFile(presigned_url, PDF), putFile(presigned_url, EVIL)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

// Custom documents (002 §5): save only when a value differs and ignore empty values; generate,
// link and send like the other generated documents.
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { caller, createLifecycleLoan, type Caller } from '../loan-status/lifecycle.test-helpers';

let ctx: TestContext;
let api: Caller;

beforeAll(async () => {
  ctx = await createTestContext();
  api = caller(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

describe('custom documents', () => {
  it('saves changed, non-empty values only, then generates, links and sends the document', async () => {
    const { idOf, borrower } = await createLifecycleLoan(ctx);
    const id = idOf('application');
    const read = (await api('GET', `/custom-document/${id}/get-values`)).json();
    expect(read.values).toEqual({});
    const first = (
      await api('PUT', `/custom-document/${id}/update`, {
        site_visit: 'Roof replaced in 2021',
        empty_field: '',
        version: read.version,
      })
    ).json();
    expect(first).toMatchObject({
      changed: true,
      values: { site_visit: 'Roof replaced in 2021' },
      version: read.version + 1,
    });
    expect(
      (
        await api('PUT', `/custom-document/${id}/update`, {
          site_visit: 'Roof replaced in 2021',
          other: null,
          version: first.version,
        })
      ).json(),
    ).toMatchObject({ changed: false, version: first.version });
    expect(
      (await api('PUT', `/custom-document/${id}/update`, { 'bad key!': 'x', version: first.version }))
        .statusCode,
    ).toBe(400);
    // Lost updates (issue 13): without the version read 400, with a stale one 409.
    expect((await api('PUT', `/custom-document/${id}/update`, { site_visit: 'x' })).statusCode).toBe(400);
    expect(
      (await api('PUT', `/custom-document/${id}/update`, { site_visit: 'x', version: read.version }))
        .statusCode,
    ).toBe(409);
    expect((await api('GET', `/custom-document/${id}/get-values`)).json().values).toEqual(first.values);
    expect((await api('GET', `/custom-document/${id}/get-google-docs`)).statusCode).toBe(404);

    const generated = await api('POST', `/custom-document/${id}/generate`);
    expect(generated.statusCode).toBe(200);
    const pdf = await ctx.app.inject({ method: 'GET', url: generated.json().pdf_url });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text.replace(/\s+/g, ' ')).toContain('Site Visit: Roof replaced in 2021');
    expect((await api('GET', `/custom-document/${id}/get-google-docs`)).json().pdf_document_id).toBe(
      generated.json().pdf_document_id,
    );
    expect((await api('POST', `/custom-document/${id}/send`, { to: 'not-an-email' })).statusCode).toBe(400);
    expect((await api('POST', `/custom-document/${id}/send`)).json()).toMatchObject({
      sent_to: borrower.email,
    });
    expect(
      (await api('GET', '/custom-document/00000000-0000-4000-8000-000000000000/get-values')).statusCode,
    ).toBe(404);
  });
});

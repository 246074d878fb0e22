// The built-in signing flow end to end (issue 11 item 5): staff send the term sheet to two
// signers, each opens their mailed private link, signs (drawn / typed), and the stamped PDF with
// its certificate page is kept beside the original; declines, expiry, altered links and who may
// send are checked too.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  auditEvents,
  documents,
  envelopeRecipients,
  envelopes,
  notifications,
  outbox,
} from '../../db/schema/index';
import { readAll } from '../../integrations/storage/storage';
import { pdftotext } from '../../lib/pdf-text';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import {
  activityStateOf,
  caller,
  createLifecycleLoan,
  loanStatusOf,
  type Caller,
} from '../loan-status/lifecycle.test-helpers';
import { sha256Hex } from './signing.send';

let ctx: TestContext;
let api: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  api = caller(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

// A 1x1 PNG, as a canvas would send it.
const DRAWN =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const pub = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    ...(payload ? { payload } : {}),
    remoteAddress: '203.0.113.7',
  });

/** The signing link mailed to an address (the outbox is the embedded mode's mail). */
const linkFor = async (email: string) => {
  const [mail] = await ctx.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.created_at))
    .limit(1);
  const match = mail?.text.match(/\/sign\/([A-Za-z0-9_-]{43})/);
  expect(match, `a signing link mailed to ${email}`).toBeTruthy();
  return match![1]!;
};

const generatedTermSheet = async () => {
  const lifecycle = await createLifecycleLoan(ctx);
  const id = lifecycle.idOf('term-sheet');
  expect((await api('POST', `/term-sheet/${id}/generate`)).statusCode).toBe(200);
  return { ...lifecycle, id };
};

describe('sending for signature', () => {
  it('only staff send, with named recipients and valid e-mails, and only a generated document', async () => {
    const { id, idOf } = await generatedTermSheet();
    const body = { recipients: [{ name: 'Sam Signer', email: 'sam@example.com' }] };
    for (const token of [ctx.tokens.borrower, ctx.tokens.broker]) {
      expect((await caller(ctx, token)('POST', `/activity/${id}/request-signature`, body)).statusCode).toBe(
        403,
      );
    }
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/activity/${id}/request-signature`,
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);

    const blank = await api('POST', `/activity/${id}/request-signature`, {
      recipients: [{ name: ' ', email: 'x@example.com' }],
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toEqual([expect.objectContaining({ message: '* Required' })]);
    const invalid = await api('POST', `/activity/${id}/request-signature`, {
      recipients: [{ name: 'X', email: 'not-an-email' }],
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details[0].message).toBe('Invalid email');
    expect((await api('POST', `/activity/${id}/request-signature`, { recipients: [] })).statusCode).toBe(400);

    // The deposit has no generated document; a term sheet not yet generated cannot be sent.
    const gfd = await api('POST', `/activity/${idOf('good-faith-deposit')}/request-signature`, body);
    expect(gfd.statusCode).toBe(409);
    const fresh = await createLifecycleLoan(ctx);
    const notGenerated = await api('POST', `/activity/${fresh.idOf('term-sheet')}/request-signature`, body);
    expect(notGenerated.statusCode).toBe(409);
  });
});

describe('the built-in signing flow', () => {
  it('two signers sign from their mailed links; the stamped PDF carries a certificate page', async () => {
    const { id, loan } = await generatedTermSheet();
    const sent = await api('POST', `/activity/${id}/request-signature`, {
      recipients: [
        { name: 'Sam Signer', email: 'sam.flow@example.com' },
        { name: 'Zoë Łukasz 文件', email: 'zoe.flow@example.com' },
      ],
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'sent', provider: 'built-in' });
    // The action table: a term sheet sent for signature is sent, and the loan follows (DESIGN §3).
    expect(await activityStateOf(ctx, id)).toBe('sent');
    expect(await loanStatusOf(ctx, loan.id)).toBe('Term-Sheet-Sent');
    expect((await api('GET', `/activity/envelope-status/${id}`)).json().status).toBe('sent');

    const sam = await linkFor('sam.flow@example.com');
    const zoe = await linkFor('zoe.flow@example.com');
    expect(sam).not.toBe(zoe);
    // Only hashes are stored.
    const stored = await ctx.db
      .select()
      .from(envelopeRecipients)
      .where(eq(envelopeRecipients.email, 'sam.flow@example.com'));
    expect(stored[0]!.token_hash).not.toContain(sam);

    // An altered link is not a link.
    const altered = `${sam.slice(0, -1)}${sam.endsWith('A') ? 'B' : 'A'}`;
    expect((await pub('GET', `/sign/${altered}`)).statusCode).toBe(404);

    const opened = await pub('GET', `/sign/${sam}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ signer: { name: 'Sam Signer', email: 'sam.flow@example.com' } });
    expect((await api('GET', `/activity/envelope-status/${id}`)).json().status).toBe('delivered');
    const pdf = await pub('GET', `/sign/${sam}/document`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    const originalSha = sha256Hex(pdf.rawPayload);

    expect(
      (await pub('POST', `/sign/${sam}/sign`, { kind: 'drawn', image: DRAWN, agree: false })).statusCode,
    ).toBe(400);
    const first = await pub('POST', `/sign/${sam}/sign`, { kind: 'drawn', image: DRAWN, agree: true });
    expect(first.json()).toEqual({ status: 'signed', envelope_status: 'delivered' });
    // A used link is refused.
    const again = await pub('POST', `/sign/${sam}/sign`, { kind: 'drawn', image: DRAWN, agree: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already signed this document');
    expect(await activityStateOf(ctx, id)).toBe('sent');

    const last = await pub('POST', `/sign/${zoe}/sign`, {
      kind: 'typed',
      name: 'Zoë Łukasz 文件',
      agree: true,
    });
    expect(last.json()).toEqual({ status: 'signed', envelope_status: 'signed' });
    expect((await api('GET', `/activity/envelope-status/${id}`)).json().status).toBe('signed');
    expect(await activityStateOf(ctx, id)).toBe('signed');

    const [envelope] = await ctx.db.select().from(envelopes).where(eq(envelopes.activity_id, id));
    const kept = await ctx.db
      .select()
      .from(documents)
      .where(inArray(documents.id, [envelope!.document_id!, envelope!.signed_document_id!]));
    expect(kept).toHaveLength(2);
    const signed = kept.find((doc) => doc.kind === 'signed')!;
    expect(signed.file_name).toMatch(/\(signed\)\.pdf$/);
    const text = (await pdftotext(await readAll(ctx.deps.storage, signed.storage_key))).replace(/\s+/g, ' ');
    expect(text).toContain('Signature Certificate');
    expect(text).toContain('Signer: Sam Signer');
    expect(text).toContain('E-mail: sam.flow@example.com');
    expect(text).toContain('Signer: Zoë Łukasz 文件');
    expect(text).toContain('IP address: 203.0.113.7');
    expect(text).toContain(originalSha);
    expect(text).toContain('Signed by Sam Signer');
    // The original is unchanged.
    const original = kept.find((doc) => doc.kind !== 'signed')!;
    expect(sha256Hex(await readAll(ctx.deps.storage, original.storage_key))).toBe(originalSha);

    const audit = await ctx.db
      .select({ action: auditEvents.action, ip: auditEvents.ip })
      .from(auditEvents)
      .where(eq(auditEvents.entity_id, id));
    expect(audit.filter((row) => row.action === 'envelope.sign')).toHaveLength(2);
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['envelope.send', 'envelope.signed']),
    );

    const [notice] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, ctx.users.admin.id), eq(notifications.kind, 'envelope-signed')));
    expect(notice).toMatchObject({ document_id: signed.id, loan_human_id: loan.human_id });
    expect((await pub('GET', `/sign/${zoe}`)).statusCode).toBe(409);
  });

  it('a decline closes the envelope for everyone, fails the term sheet and tells staff why', async () => {
    const { id } = await generatedTermSheet();
    await api('POST', `/activity/${id}/request-signature`, {
      recipients: [
        { name: 'Dee Cliner', email: 'dee.decline@example.com' },
        { name: 'Other Signer', email: 'other.decline@example.com' },
      ],
    });
    const dee = await linkFor('dee.decline@example.com');
    const other = await linkFor('other.decline@example.com');
    expect((await pub('POST', `/sign/${dee}/decline`, { reason: '  ' })).statusCode).toBe(400);
    expect((await pub('POST', `/sign/${dee}/decline`, { reason: 'The rate is wrong' })).json()).toEqual({
      status: 'declined',
    });
    expect((await api('GET', `/activity/envelope-status/${id}`)).json().status).toBe('declined');
    expect(await activityStateOf(ctx, id)).toBe('failed');
    const [row] = await ctx.db.select().from(activities).where(eq(activities.id, id));
    expect(row!.status_text).toBe('Signature declined: The rate is wrong');
    expect((await pub('GET', `/sign/${dee}`)).json().message).toBe('You have declined to sign this document');
    expect(
      (await pub('POST', `/sign/${other}/sign`, { kind: 'typed', name: 'O', agree: true })).json().message,
    ).toBe('This document was declined by another signer');
    const declined = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, ctx.users.admin.id), eq(notifications.kind, 'envelope-declined')));
    expect(declined.at(-1)!.message).toContain('Reason: The rate is wrong');
  });

  it('a custom document of any activity is sent with its generated PDF and keeps the activity state', async () => {
    const { idOf } = await createLifecycleLoan(ctx);
    const id = idOf('plaid');
    const body = { recipients: [{ name: 'Cora Custom', email: 'cora.custom@example.com' }] };
    expect((await api('POST', `/activity/${id}/request-signature`, body)).statusCode).toBe(409);
    const { version } = (await api('GET', `/custom-document/${id}/get-values`)).json();
    await api('PUT', `/custom-document/${id}/update`, { side_letter: 'Rate lock for 30 days', version });
    expect((await api('POST', `/custom-document/${id}/generate`)).statusCode).toBe(200);
    const before = await activityStateOf(ctx, id);
    const sent = await api('POST', `/activity/${id}/request-signature`, body);
    expect(sent.statusCode).toBe(200);
    expect(await activityStateOf(ctx, id)).toBe(before);
    const cora = await linkFor('cora.custom@example.com');
    expect(
      (await pub('POST', `/sign/${cora}/sign`, { kind: 'typed', name: 'Cora Custom', agree: true })).json(),
    ).toEqual({
      status: 'signed',
      envelope_status: 'signed',
    });
    expect((await api('GET', `/activity/envelope-status/${id}`)).json().status).toBe('signed');
  });

  it('an expired link is refused', async () => {
    const { id } = await generatedTermSheet();
    await api('POST', `/activity/${id}/request-signature`, {
      recipients: [{ name: 'Late', email: 'late@example.com' }],
    });
    const late = await linkFor('late@example.com');
    await ctx.db
      .update(envelopeRecipients)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(envelopeRecipients.email, 'late@example.com'));
    const response = await pub('GET', `/sign/${late}`);
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe('This signing link has expired');
    expect(
      (await pub('POST', `/sign/${late}/sign`, { kind: 'typed', name: 'Late', agree: true })).statusCode,
    ).toBe(410);
  });

  it("sends a borrower's uploaded PDF of a document request, and refuses a non-PDF", async () => {
    const { loan } = await createLifecycleLoan(ctx);
    const [request] = await ctx.db
      .insert(activities)
      .values({
        loan_id: loan.id,
        activity_type: 'document-request',
        name: 'Operating Agreement',
        state: 'sent',
        state_epoch: 0,
        last_update: 0,
      })
      .returning();
    const addProcess = async (contentType: string, bytes: Buffer) => {
      const { processes } = await import('../../db/schema/index');
      const [process] = await ctx.db
        .insert(processes)
        .values({ activity_id: request!.id, state: 'processed', state_epoch: 0 })
        .returning();
      const key = `test/${process!.id}`;
      await ctx.deps.storage.put(key, bytes);
      await ctx.db.insert(documents).values({
        loan_id: loan.id,
        activity_id: request!.id,
        process_id: process!.id,
        document_name: 'Operating Agreement',
        file_name: 'agreement.bin',
        storage_key: key,
        content_type: contentType,
        created_epoch: 0,
      });
      return process!.id;
    };
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.create();
    doc.addPage();
    const pdfProcess = await addProcess('application/pdf', Buffer.from(await doc.save()));
    const imageProcess = await addProcess('image/png', Buffer.from(DRAWN.split(',')[1]!, 'base64'));
    const body = { recipients: [{ name: 'Owner', email: 'owner.oa@example.com' }] };
    const path = (pid: string) =>
      `/activity/document-request/${request!.id}/process/${pid}/set/request-signature`;
    expect((await caller(ctx, ctx.tokens.borrower)('POST', path(pdfProcess), body)).statusCode).toBe(403);
    expect((await api('POST', path(imageProcess), body)).statusCode).toBe(409);
    expect((await api('POST', path('00000000-0000-4000-8000-000000000000'), body)).statusCode).toBe(404);
    const sent = await api('POST', path(pdfProcess), body);
    expect(sent.statusCode).toBe(200);
    // The request keeps its state; the row's badge shows the envelope.
    expect(await activityStateOf(ctx, request!.id)).toBe('sent');
    const status = await ctx.app.inject({
      method: 'GET',
      url: `/api/activity/envelope-status/${request!.id}`,
      headers: bearer(ctx.tokens.admin),
    });
    expect(status.json()).toMatchObject({ envelope_id: sent.json().envelope_id, status: 'sent' });
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/activity/envelope-status/${request!.id}`,
          headers: bearer(ctx.tokens.borrower),
        })
      ).statusCode,
    ).toBe(403);
  });
});

// The DocuSign adapter against a local fake of DocuSign's REST API (fake-docusign.ts): JWT grant,
// envelope create with the generated PDF, Connect webhook with HMAC, status and combined download.
import { createHmac, generateKeyPairSync } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, envelopes, notifications, outbox } from '../../db/schema/index';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import {
  activityStateOf,
  caller,
  createLifecycleLoan,
} from '../../modules/loan-status/lifecycle.test-helpers';
import { readAll } from '../storage/storage';
import { startFakeDocuSign, type FakeDocuSign } from './fake-docusign';

const ACCOUNT = '1c2d3e4f-0000-4000-8000-00000000acc7';
const HMAC_KEY = 'connect-secret-key';
let fake: FakeDocuSign;
let ctx: TestContext;
let previousTlsSetting: string | undefined;

beforeAll(async () => {
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  fake = await startFakeDocuSign({
    accountId: ACCOUNT,
    integrationKeyPublicPem: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  });
  // The fake's certificate is self-signed and the SDK (superagent 3, agent: false, ca unset) takes
  // no CA option: certificate checks are off for this test file's process only, restored after.
  previousTlsSetting = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  ctx = await createTestContext({
    env: {
      DOCUSIGN_INTEGRATION_KEY: 'integration-key-1',
      DOCUSIGN_USER_ID: 'user-guid-1',
      DOCUSIGN_ACCOUNT_ID: ACCOUNT,
      DOCUSIGN_PRIVATE_KEY: keys.privateKey
        .export({ type: 'pkcs8', format: 'pem' })
        .toString()
        .replace(/\n/g, '\\n'),
      DOCUSIGN_BASE_PATH: `${fake.url}/restapi`,
      DOCUSIGN_OAUTH_HOST: fake.host,
      DOCUSIGN_CONNECT_HMAC_KEY: HMAC_KEY,
    },
  });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
  if (previousTlsSetting === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousTlsSetting;
});

const connect = (body: object, key = HMAC_KEY) => {
  const raw = JSON.stringify(body);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/e-signature/docusign/connect',
    headers: {
      'content-type': 'application/json',
      'x-docusign-signature-1': createHmac('sha256', key).update(raw).digest('base64'),
    },
    payload: raw,
  });
};

const sendTermSheet = async (email: string) => {
  const api = caller(ctx);
  const { idOf } = await createLifecycleLoan(ctx);
  const id = idOf('term-sheet');
  await api('POST', `/term-sheet/${id}/generate`);
  const sent = await api('POST', `/activity/${id}/request-signature`, {
    recipients: [{ name: 'Dana Signer', email }],
  });
  expect(sent.statusCode, sent.json().message).toBe(200);
  const [envelope] = await ctx.db.select().from(envelopes).where(eq(envelopes.activity_id, id));
  return { id, envelope: envelope!, remote: fake.envelopes.get(envelope!.external_id!)! };
};

describe('DocuSign adapter', () => {
  it('sends through DocuSign with a JWT grant; DocuSign mails the signer, not the app', async () => {
    const { id, envelope, remote } = await sendTermSheet('dana@example.com');
    expect(envelope).toMatchObject({ provider: 'docusign', status: 'sent' });
    expect(fake.tokenRequests[0]).toEqual({
      iss: 'integration-key-1',
      sub: 'user-guid-1',
      aud: fake.host,
      scope: 'signature impersonation',
    });
    expect(remote.status).toBe('sent');
    expect(remote.definition.recipients.signers).toEqual([
      expect.objectContaining({ email: 'dana@example.com', name: 'Dana Signer' }),
    ]);
    const [original] = await ctx.db.select().from(documents).where(eq(documents.id, envelope.document_id!));
    expect(Buffer.from(remote.definition.documents[0]!.documentBase64, 'base64')).toEqual(
      await readAll(ctx.deps.storage, original!.storage_key),
    );
    expect(await ctx.db.select().from(outbox).where(eq(outbox.to, 'dana@example.com'))).toEqual([]);
    expect(await activityStateOf(ctx, id)).toBe('sent');
  });

  it('Connect: a wrong signature is refused; completion keeps the combined PDF and signs the term sheet', async () => {
    const { id, envelope, remote } = await sendTermSheet('erin@example.com');
    const message = { event: 'envelope-completed', data: { envelopeId: remote.envelopeId } };
    expect((await connect(message, 'wrong-key')).statusCode).toBe(401);

    remote.signerStatus['erin@example.com'] = { status: 'delivered' };
    remote.status = 'delivered';
    expect(
      (await connect({ event: 'recipient-delivered', data: { envelopeId: remote.envelopeId } })).json(),
    ).toEqual({ handled: true });
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/activity/envelope-status/${id}`,
          headers: bearer(ctx.tokens.admin),
        })
      ).json().status,
    ).toBe('delivered');

    const signed = await PDFDocument.create();
    signed.addPage().drawText('Signed through DocuSign');
    remote.combined = Buffer.from(await signed.save());
    remote.signerStatus['erin@example.com'] = { status: 'completed' };
    remote.status = 'completed';
    expect((await connect(message)).statusCode).toBe(200);
    const [after] = await ctx.db.select().from(envelopes).where(eq(envelopes.id, envelope.id));
    expect(after!.status).toBe('signed');
    const [kept] = await ctx.db.select().from(documents).where(eq(documents.id, after!.signed_document_id!));
    expect(await readAll(ctx.deps.storage, kept!.storage_key)).toEqual(remote.combined);
    expect(await activityStateOf(ctx, id)).toBe('signed');
    const notes = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'envelope-signed'), eq(notifications.document_id, kept!.id)));
    expect(notes.length).toBeGreaterThan(0);
    // A repeated message changes nothing.
    expect((await connect(message)).statusCode).toBe(200);
  });

  it('Connect: a decline fails the term sheet with the reason; unknown envelopes are acknowledged', async () => {
    const { id, remote } = await sendTermSheet('fay@example.com');
    remote.signerStatus['fay@example.com'] = { status: 'declined', declinedReason: 'Wrong amount' };
    remote.status = 'declined';
    expect(
      (await connect({ event: 'envelope-declined', data: { envelopeId: remote.envelopeId } })).statusCode,
    ).toBe(200);
    expect(await activityStateOf(ctx, id)).toBe('failed');
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/activity/envelope-status/${id}`,
          headers: bearer(ctx.tokens.admin),
        })
      ).json().status,
    ).toBe('declined');
    expect(
      (
        await connect({
          event: 'envelope-sent',
          data: { envelopeId: '0f0f0f0f-0000-4000-8000-000000000000' },
        })
      ).json(),
    ).toEqual({
      handled: false,
    });
  });
});

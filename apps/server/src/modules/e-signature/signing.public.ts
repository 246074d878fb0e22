// The signer's side of the built-in flow (no sign-in; the private link is the only key): open
// the link (delivered), read the PDF, sign with a drawn or typed signature, or decline with a
// reason. A link is refused when unknown or altered (404), expired (410), or already used to sign
// or decline (409). Every sign and decline writes an audit event.
import { and, asc, eq } from 'drizzle-orm';
import type { SignBody } from '@lending/domain';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { activities, documents, envelopeRecipients, envelopes, loans } from '../../db/schema/index';
import { readAll, type Storage } from '../../integrations/storage/storage';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import { completeDeclined, completeSigned, signerActor } from './signing.complete';
import { hashToken, sha256Hex } from './signing.send';
import { checkedSignaturePng } from './signature-image';
import { stampSignedPdf } from './stamp';

const LINK_MESSAGES = {
  invalid: 'This signing link is not valid',
  expired: 'This signing link has expired',
  signed: 'You have already signed this document',
  declined: 'You have declined to sign this document',
  envelopeDeclined: 'This document was declined by another signer',
  envelopeClosed: 'This document is no longer open for signing',
} as const;

type Client = { ip: string | null; userAgent: string | null };

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const findByToken = async (db: DbOrTx, token: string, options: { lock?: boolean } = {}) => {
  if (!TOKEN_PATTERN.test(token)) throw new AppError(404, LINK_MESSAGES.invalid);
  const [recipient] = await db
    .select()
    .from(envelopeRecipients)
    .where(eq(envelopeRecipients.token_hash, hashToken(token)));
  if (!recipient) throw new AppError(404, LINK_MESSAGES.invalid);
  const query = db.select().from(envelopes).where(eq(envelopes.id, recipient.envelope_id));
  const [envelope] = options.lock ? await query.for('no key update') : await query;
  if (!envelope) throw new AppError(404, LINK_MESSAGES.invalid);
  // Re-read the recipient under the envelope's lock: a second click must see the first one's work.
  const [current] = options.lock
    ? await db.select().from(envelopeRecipients).where(eq(envelopeRecipients.id, recipient.id))
    : [recipient];
  return { recipient: current!, envelope };
};

type Found = Awaited<ReturnType<typeof findByToken>>;

const assertOpen = ({ recipient, envelope }: Found) => {
  if (recipient.status === 'signed') throw new AppError(409, LINK_MESSAGES.signed);
  if (recipient.status === 'declined') throw new AppError(409, LINK_MESSAGES.declined);
  if (envelope.status === 'declined') throw new AppError(409, LINK_MESSAGES.envelopeDeclined);
  if (envelope.status === 'signed') throw new AppError(409, LINK_MESSAGES.envelopeClosed);
  if (recipient.expires_at.getTime() < Date.now()) throw new AppError(410, LINK_MESSAGES.expired);
};

const originalOf = async (db: DbOrTx, envelope: Found['envelope']) => {
  const [doc] = envelope.document_id
    ? await db.select().from(documents).where(eq(documents.id, envelope.document_id))
    : [];
  if (!doc) throw new AppError(404, LINK_MESSAGES.invalid);
  return doc;
};

/** GET /sign/{token}: what the signing page shows; the first opening marks the envelope delivered. */
export const openSigningLink = async (db: Db, token: string, client: Client) =>
  db.transaction(async (tx) => {
    const found = await findByToken(tx, token, { lock: true });
    assertOpen(found);
    const { recipient, envelope } = found;
    if (!recipient.delivered_at) {
      await tx
        .update(envelopeRecipients)
        .set({ status: 'delivered', delivered_at: new Date() })
        .where(eq(envelopeRecipients.id, recipient.id));
      if (envelope.status === 'sent') {
        await tx
          .update(envelopes)
          .set({ status: 'delivered', updated_at: new Date() })
          .where(eq(envelopes.id, envelope.id));
      }
      await recordAudit(tx, {
        actor: signerActor(recipient.email),
        action: 'envelope.delivered',
        entity_type: 'activity',
        entity_id: envelope.activity_id,
        after: { envelope_id: envelope.id, recipient: recipient.email },
        ip: client.ip ?? undefined,
      });
    }
    const doc = await originalOf(tx, envelope);
    const [context] = await tx
      .select({ activity_name: activities.name, loan_name: loans.name })
      .from(activities)
      .leftJoin(loans, eq(loans.id, activities.loan_id))
      .where(eq(activities.id, envelope.activity_id));
    return {
      document_name: doc.document_name,
      file_name: doc.file_name,
      subject: envelope.subject,
      loan_name: context?.loan_name ?? null,
      signer: { name: recipient.name, email: recipient.email },
      expires_epoch: Math.floor(recipient.expires_at.getTime() / 1000),
    };
  });

/** GET /sign/{token}/document: the original PDF, for as long as the link is open. */
export const signingDocument = async (db: Db, storage: Storage, token: string) => {
  const found = await findByToken(db, token);
  assertOpen(found);
  const doc = await originalOf(db, found.envelope);
  return { body: await readAll(storage, doc.storage_key), fileName: doc.file_name };
};

const stampAll = async (tx: Tx, storage: Storage, envelope: Found['envelope']) => {
  const doc = await originalOf(tx, envelope);
  const original = await readAll(storage, doc.storage_key);
  const signers = await tx
    .select()
    .from(envelopeRecipients)
    .where(eq(envelopeRecipients.envelope_id, envelope.id))
    .orderBy(asc(envelopeRecipients.position));
  return stampSignedPdf({
    original,
    originalSha256: sha256Hex(original),
    documentName: doc.document_name,
    envelopeId: envelope.id,
    signers: await Promise.all(
      signers.map(async (signer) => ({
        name: signer.name,
        email: signer.email,
        signedAt: signer.signed_at ?? new Date(),
        ip: signer.ip,
        typedName: signer.typed_name,
        drawing:
          signer.signature_kind === 'drawn'
            ? await readAll(storage, `envelopes/${envelope.id}/signatures/${signer.id}.png`)
            : null,
      })),
    ),
  });
};

/** POST /sign/{token}/sign: records this signer; the last one completes the envelope. */
export const signWithLink = async (
  db: Db,
  storage: Storage,
  token: string,
  body: SignBody,
  client: Client,
) => {
  // Size, header and a full decode before anything is stored or locked (issue 24 E1, E2), like
  // the body's schema.
  const png = body.kind === 'drawn' ? checkedSignaturePng(body.image) : null;
  return db.transaction(async (tx) => {
    const found = await findByToken(tx, token, { lock: true });
    assertOpen(found);
    const { recipient, envelope } = found;
    if (png) {
      await storage.put(`envelopes/${envelope.id}/signatures/${recipient.id}.png`, png, {
        contentType: 'image/png',
      });
    }
    const signedAt = new Date();
    await tx
      .update(envelopeRecipients)
      .set({
        status: 'signed',
        signed_at: signedAt,
        delivered_at: recipient.delivered_at ?? signedAt,
        signature_kind: body.kind,
        typed_name: body.kind === 'typed' ? body.name : null,
        ip: client.ip,
        user_agent: client.userAgent?.slice(0, 400) ?? null,
      })
      .where(eq(envelopeRecipients.id, recipient.id));
    await recordAudit(tx, {
      actor: signerActor(recipient.email),
      action: 'envelope.sign',
      entity_type: 'activity',
      entity_id: envelope.activity_id,
      after: { envelope_id: envelope.id, recipient: recipient.email, signature: body.kind },
      ip: client.ip ?? undefined,
    });
    const open = await tx
      .select({ id: envelopeRecipients.id })
      .from(envelopeRecipients)
      .where(and(eq(envelopeRecipients.envelope_id, envelope.id), eq(envelopeRecipients.status, 'sent')));
    const pending = await tx
      .select({ id: envelopeRecipients.id })
      .from(envelopeRecipients)
      .where(
        and(eq(envelopeRecipients.envelope_id, envelope.id), eq(envelopeRecipients.status, 'delivered')),
      );
    if (open.length + pending.length > 0) {
      await tx
        .update(envelopes)
        .set({ status: 'delivered', updated_at: new Date() })
        .where(eq(envelopes.id, envelope.id));
      return { status: 'signed' as const, envelope_status: 'delivered' as const };
    }
    const signedPdf = await stampAll(tx, storage, envelope);
    await completeSigned(tx, storage, {
      envelope,
      signedPdf,
      lastSigner: { name: recipient.name, email: recipient.email },
      actor: signerActor(recipient.email),
    });
    return { status: 'signed' as const, envelope_status: 'signed' as const };
  });
};

/** POST /sign/{token}/decline: the envelope is declined for everyone, with the reason. */
export const declineWithLink = async (db: Db, token: string, reason: string, client: Client) =>
  db.transaction(async (tx) => {
    const found = await findByToken(tx, token, { lock: true });
    assertOpen(found);
    const { recipient, envelope } = found;
    await tx
      .update(envelopeRecipients)
      .set({ status: 'declined', declined_at: new Date(), decline_reason: reason, ip: client.ip })
      .where(eq(envelopeRecipients.id, recipient.id));
    await recordAudit(tx, {
      actor: signerActor(recipient.email),
      action: 'envelope.decline',
      entity_type: 'activity',
      entity_id: envelope.activity_id,
      after: { envelope_id: envelope.id, recipient: recipient.email, reason },
      ip: client.ip ?? undefined,
    });
    await completeDeclined(tx, {
      envelope,
      signer: { name: recipient.name, email: recipient.email },
      reason,
      actor: signerActor(recipient.email),
    });
    return { status: 'declined' as const };
  });

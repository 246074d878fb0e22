// The end of an envelope, the same for the built-in flow and DocuSign: the signed PDF is kept as
// a new document beside the original, the envelope becomes signed (or declined), the activity
// moves as the action table says (term sheet and commitment: sent -> signed, or failed when
// declined), the audit trail records it, and the sender and the loan's staff are notified.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { documents, envelopes } from '../../db/schema/index';
import type { Storage } from '../../integrations/storage/storage';
import { recordAudit, type AuditActor } from '../../plugins/audit';
import { systemActor, type SystemActor } from '../../lib/actor';
import { changeActivityState, findActivity } from '../activity/index';
import { epochNow } from '../../lib/clock';
import { notifyEnvelope } from '../notifications/index';
import { sha256Hex } from './signing.send';
import { SIGN_ONLY } from './signing.start';

type EnvelopeRow = typeof envelopes.$inferSelect;
type Signer = { name: string; email: string };

const MOVES_WITH_SIGNATURE = ['term-sheet', 'commitment'];
/** An activity opened only to have a document signed (signing.start.ts) ends with its envelope. */
const signOnly = (activity: { data: Record<string, unknown>; state: string }) =>
  activity.data[SIGN_ONLY] === true && !['accepted', 'rejected'].includes(activity.state);

/** A signer is not a user: the e-signature system acts for them; audit rows keep their e-mail. */
export const signerActor = (email: string): SystemActor => systemActor('e-signature', email);

export const completeSigned = async (
  tx: Tx,
  storage: Storage,
  input: { envelope: EnvelopeRow; signedPdf: Uint8Array; lastSigner: Signer; actor: AuditActor },
) => {
  const { envelope } = input;
  const activity = await findActivity(tx, envelope.activity_id, { lock: true });
  const [original] = envelope.document_id
    ? await tx.select().from(documents).where(eq(documents.id, envelope.document_id))
    : [];
  const id = randomUUID();
  const key = `envelopes/${envelope.id}/${id}.pdf`;
  const body = Buffer.from(input.signedPdf);
  await storage.put(key, body, { contentType: 'application/pdf' });
  const baseName = (original?.file_name ?? 'document.pdf').replace(/\.pdf$/i, '');
  await tx.insert(documents).values({
    id,
    loan_id: activity.loan_id,
    activity_id: activity.id,
    process_id: envelope.process_id,
    kind: 'signed',
    document_name: `${original?.document_name ?? activity.name} (signed)`,
    file_name: `${baseName} (signed).pdf`,
    storage_key: key,
    content_type: 'application/pdf',
    size_bytes: body.length,
    sha256: sha256Hex(body),
    created_epoch: epochNow(),
  });
  await tx
    .update(envelopes)
    .set({ status: 'signed', signed_document_id: id, updated_at: new Date() })
    .where(eq(envelopes.id, envelope.id));
  await recordAudit(tx, {
    actor: input.actor,
    action: 'envelope.signed',
    entity_type: 'activity',
    entity_id: activity.id,
    after: { envelope_id: envelope.id, signed_document_id: id },
  });
  if (MOVES_WITH_SIGNATURE.includes(activity.activity_type) && activity.state === 'sent') {
    await changeActivityState(tx, {
      activity,
      to: 'signed',
      actor: signerActor(input.lastSigner.email),
      action: `${activity.activity_type}.signed`,
    });
  }
  if (signOnly(activity))
    await changeActivityState(tx, {
      activity,
      to: 'accepted',
      actor: signerActor(input.lastSigner.email),
      action: 'document-request.signature-complete',
      text: `Signed by ${input.lastSigner.name}`,
    });
  await notifyEnvelope(tx, {
    activity,
    outcome: 'signed',
    signer: input.lastSigner,
    senderId: envelope.created_by,
    documentId: id,
  });
  return id;
};

export const completeDeclined = async (
  tx: Tx,
  input: { envelope: EnvelopeRow; signer: Signer; reason: string | null; actor: AuditActor },
) => {
  const { envelope } = input;
  const activity = await findActivity(tx, envelope.activity_id, { lock: true });
  await tx
    .update(envelopes)
    .set({ status: 'declined', updated_at: new Date() })
    .where(eq(envelopes.id, envelope.id));
  await recordAudit(tx, {
    actor: input.actor,
    action: 'envelope.declined',
    entity_type: 'activity',
    entity_id: activity.id,
    after: { envelope_id: envelope.id, by: input.signer.email, reason: input.reason },
  });
  if (MOVES_WITH_SIGNATURE.includes(activity.activity_type) && activity.state === 'sent') {
    await changeActivityState(tx, {
      activity,
      to: 'failed',
      actor: signerActor(input.signer.email),
      action: `${activity.activity_type}.declined`,
      text: input.reason ? `Signature declined: ${input.reason}` : 'Signature declined',
    });
  }
  if (signOnly(activity))
    await changeActivityState(tx, {
      activity,
      to: 'rejected',
      actor: signerActor(input.signer.email),
      action: 'document-request.signature-declined',
      text: input.reason ? `Signature declined: ${input.reason}` : 'Signature declined',
    });
  await notifyEnvelope(tx, {
    activity,
    outcome: 'declined',
    signer: input.signer,
    reason: input.reason,
    senderId: envelope.created_by,
    documentId: envelope.document_id,
  });
};

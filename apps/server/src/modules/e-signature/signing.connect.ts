// DocuSign Connect (JSON, SIM mode): DocuSign posts envelope events; the HMAC signature proves the
// sender. The message only names the envelope: its state is asked of DocuSign itself, and a
// completed envelope's combined PDF is downloaded and kept like a built-in signed document.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { envelopeRecipients, envelopes } from '../../db/schema/index';
import type { ESignature } from '../../integrations/e-signature/e-signature';
import type { Storage } from '../../integrations/storage/storage';
import { AppError } from '../../plugins/errors';
import { completeDeclined, completeSigned, signerActor } from './signing.complete';

export const handleConnectMessage = async (
  db: Db,
  deps: { storage: Storage; eSignature: ESignature },
  input: { rawBody: Buffer; signatures: string[] },
) => {
  if (deps.eSignature.provider !== 'docusign') throw new AppError(404, 'DocuSign is not configured');
  if (!deps.eSignature.verifyWebhook(input.rawBody, input.signatures)) {
    throw new AppError(401, 'Invalid DocuSign Connect signature');
  }
  let message: { event?: string; data?: { envelopeId?: string } };
  try {
    message = JSON.parse(input.rawBody.toString('utf8')) as typeof message;
  } catch {
    throw new AppError(400, 'Invalid DocuSign Connect message');
  }
  const externalId = message.data?.envelopeId;
  if (!externalId) throw new AppError(400, 'Invalid DocuSign Connect message');
  const [known] = await db
    .select()
    .from(envelopes)
    .where(and(eq(envelopes.provider, 'docusign'), eq(envelopes.external_id, externalId)));
  // Not ours (another app on the same account): acknowledged so DocuSign stops retrying.
  if (!known) return { handled: false };
  const remote = await deps.eSignature.getEnvelope(externalId);
  const signedPdf = remote.status === 'signed' ? await deps.eSignature.downloadSigned(externalId) : null;
  return db.transaction(async (tx) => {
    const [envelope] = await tx
      .select()
      .from(envelopes)
      .where(eq(envelopes.id, known.id))
      .for('no key update');
    if (!envelope || envelope.status === 'signed' || envelope.status === 'declined') return { handled: true };
    const recipients = await tx
      .select()
      .from(envelopeRecipients)
      .where(eq(envelopeRecipients.envelope_id, envelope.id));
    for (const remoteRecipient of remote.recipients) {
      const local = recipients.find((r) => r.email === remoteRecipient.email.toLowerCase());
      if (!local || local.status === remoteRecipient.status) continue;
      const now = new Date();
      await tx
        .update(envelopeRecipients)
        .set({
          status: remoteRecipient.status,
          ...(remoteRecipient.status === 'delivered' ? { delivered_at: now } : {}),
          ...(remoteRecipient.status === 'signed' ? { signed_at: now } : {}),
          ...(remoteRecipient.status === 'declined'
            ? { declined_at: now, decline_reason: remoteRecipient.declinedReason ?? null }
            : {}),
        })
        .where(eq(envelopeRecipients.id, local.id));
    }
    const last = recipients[recipients.length - 1] ?? { name: 'DocuSign', email: 'docusign' };
    if (remote.status === 'signed' && signedPdf) {
      await completeSigned(tx, deps.storage, {
        envelope,
        signedPdf,
        lastSigner: { name: last.name, email: last.email },
        actor: signerActor(last.email),
      });
    } else if (remote.status === 'declined') {
      const decliner = remote.recipients.find((r) => r.status === 'declined');
      const local = recipients.find((r) => r.email === decliner?.email.toLowerCase()) ?? last;
      await completeDeclined(tx, {
        envelope,
        signer: { name: local.name, email: local.email },
        reason: decliner?.declinedReason ?? null,
        actor: signerActor(local.email),
      });
    } else if (remote.status === 'delivered' && envelope.status === 'sent') {
      await tx
        .update(envelopes)
        .set({ status: 'delivered', updated_at: new Date() })
        .where(eq(envelopes.id, envelope.id));
    }
    return { handled: true };
  });
};

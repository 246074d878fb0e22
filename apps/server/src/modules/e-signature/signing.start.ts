// Sending a document another module generated for signature (issue 19 item 7: the extension
// agreement). The caller hands over the PDF and its signers; here it becomes what every document to
// sign is in the product: a document-request activity on the loan (the borrower's personal area
// lists it, staff see the envelope badge), one process holding the PDF, an envelope with a private
// link per signer, the audit row and the 'signature-requested' notification. The caller's
// transaction holds it all, so the document is sent exactly when the caller's change commits; the
// link mails go out afterwards through `deliver`. When the envelope is signed, completeSigned
// (signing.complete.ts) keeps the signed PDF on the loan and closes the activity.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Recipient } from '@lending/domain';
import type { Tx } from '../../db/client';
import { activities, documents, processes } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { epochNow } from '../../lib/clock';
import { recordAudit } from '../../plugins/audit';
import { openEnvelope, signersOf, type SigningDeps } from './signing.send';

/** Marks an activity opened by startSigning: its signature closes it (signing.complete.ts). */
export const SIGN_ONLY = 'sign_only';

type StartSigningInput = {
  loanId: string;
  /** The activity's name and description, as staff and the borrower read them. */
  name: string;
  description: string;
  document: { pdf: Uint8Array; fileName: string; documentName: string };
  signers: Recipient[];
  actor: Actor;
  baseUrl: string;
  /** Kept on the activity's data: what the document is about (e.g. the extension's id). */
  reference?: Record<string, string>;
};

type StartedSigning = {
  activityId: string;
  documentId: string;
  envelopeId: string;
  provider: string;
  signers: { name: string; email: string }[];
  /** Sends the private link mails: call it once the caller's transaction has committed. */
  deliver: () => Promise<void>;
};

export const startSigning = async (
  tx: Tx,
  deps: SigningDeps,
  input: StartSigningInput,
): Promise<StartedSigning> => {
  const signers = signersOf(input.signers);
  const now = epochNow();
  const [activity] = await tx
    .insert(activities)
    .values({
      loan_id: input.loanId,
      entity_type: 'loan',
      entity_id: input.loanId,
      activity_type: 'document-request',
      name: input.name,
      document_name: input.document.documentName,
      description: input.description,
      owner_id: input.actor.id,
      due_epoch: now + deps.linkDays * 86_400,
      state_epoch: now,
      last_update: now,
      data: { [SIGN_ONLY]: true, ...(input.reference ?? {}) },
    })
    .returning();
  const [process] = await tx
    .insert(processes)
    .values({ activity_id: activity!.id, state: 'processed', state_epoch: now, created_by: input.actor.id })
    .returning();
  const documentId = randomUUID();
  const key = `loans/${input.loanId}/${activity!.id}/${process!.id}/${documentId}.pdf`;
  const body = Buffer.from(input.document.pdf);
  await deps.storage.put(key, body, { contentType: 'application/pdf' });
  const [doc] = await tx
    .insert(documents)
    .values({
      id: documentId,
      loan_id: input.loanId,
      activity_id: activity!.id,
      process_id: process!.id,
      kind: 'generated',
      document_name: input.document.documentName,
      file_name: input.document.fileName,
      storage_key: key,
      content_type: 'application/pdf',
      size_bytes: body.length,
      uploaded_by: input.actor.id,
      created_epoch: now,
    })
    .returning();
  await recordAudit(tx, {
    actor: input.actor,
    action: 'activity.create',
    entity_type: 'activity',
    entity_id: activity!.id,
    after: { loan_id: input.loanId, name: input.name, document_id: documentId, for_signature: true },
  });
  const { envelope, mails } = await openEnvelope(tx, deps, {
    activity: activity!,
    doc: doc!,
    processId: process!.id,
    signers,
    actor: input.actor,
    baseUrl: input.baseUrl,
  });
  await tx
    .update(activities)
    .set({ docusign_envelope_id: envelope.id })
    .where(eq(activities.id, activity!.id));
  return {
    activityId: activity!.id,
    documentId,
    envelopeId: envelope.id,
    provider: envelope.provider,
    signers,
    deliver: async () => {
      for (const mail of mails) await deps.mail.send(mail);
    },
  };
};

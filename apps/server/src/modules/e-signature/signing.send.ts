// Sending a document for signature (001 §2 "DocuSign form", 000 §7 request-signature; DESIGN.md
// §5). Staff only. The document is a borrower upload (a document-request process) or the PDF an
// activity generated (term sheet, commitment, board review, custom document). Each recipient of a
// built-in envelope gets a private link: a random token mailed to them, of which only the SHA-256
// is stored, valid SIGNING_LINK_DAYS; DocuSign envelopes are mailed by DocuSign.
import type { Actor } from '../../lib/actor';
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { DOCUMENT_ACTIVITY_TYPES, type Recipient } from '@lending/domain';
import type { Db, Tx } from '../../db/client';
import { activities, documents, envelopeRecipients, envelopes, loans } from '../../db/schema/index';
import type { ESignature } from '../../integrations/e-signature/e-signature';
import type { Mail, MailSender } from '../../integrations/mail/mail';
import { readAll, type Storage } from '../../integrations/storage/storage';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import { assertAction, changeActivityState, withLockedActivity, type ActivityRow } from '../activity/index';
import { notifySignatureRequested } from '../notifications/index';
import { isUuid } from '../../lib/ids';

export type SigningDeps = {
  storage: Storage;
  mail: MailSender;
  eSignature: ESignature;
  linkDays: number;
};

const GENERATED_KINDS: readonly string[] = DOCUMENT_ACTIVITY_TYPES;

export const sha256Hex = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');
export const hashToken = (token: string) => sha256Hex(`signing-link:${token}`);

type Generated = { process_id: string; pdf_document_id: string };

/** The PDF to sign: the process's upload, or the activity's generated document. */
const sourceDocument = async (tx: Tx, activity: ActivityRow, processId?: string) => {
  if (processId !== undefined) {
    if (activity.activity_type !== 'document-request')
      throw new AppError(404, 'Activity is not a document-request activity');
    if (!isUuid(processId)) throw new AppError(404, 'Process not found');
    const rows = await tx
      .select()
      .from(documents)
      .where(
        and(
          eq(documents.process_id, processId),
          eq(documents.activity_id, activity.id),
          eq(documents.status, 'completed'),
        ),
      )
      .orderBy(asc(documents.created_at));
    if (rows.length === 0) throw new AppError(404, 'Process not found');
    const pdf = rows.find((row) => row.content_type === 'application/pdf');
    if (!pdf) throw new AppError(409, 'Only a PDF document can be sent for signature');
    return pdf;
  }
  const generated = (
    GENERATED_KINDS.includes(activity.activity_type)
      ? activity.data.generated
      : activity.data.custom_generated
  ) as Generated | undefined;
  const documentId = generated?.pdf_document_id;
  if (!documentId) throw new AppError(409, 'Generate the document before sending it for signature');
  const [doc] = await tx.select().from(documents).where(eq(documents.id, documentId));
  if (!doc) throw new AppError(409, 'Generate the document before sending it for signature');
  return doc;
};

type DocumentRow = typeof documents.$inferSelect;

/** Trimmed signers with lower-case e-mails; two signers may not share one. */
export const signersOf = (recipients: Recipient[]) => {
  const signers = recipients.map((r) => ({ name: r.name.trim(), email: r.email.trim().toLowerCase() }));
  if (new Set(signers.map((r) => r.email)).size !== signers.length)
    throw new AppError(400, 'Each recipient needs a different e-mail');
  return signers;
};

/**
 * Opens an envelope on `activity` for `doc` (a stored PDF) in the caller's transaction: the
 * provider's envelope, one private link per signer (only its hash is stored), the audit row and the
 * 'signature-requested' notification. Answers the envelope and the link mails, which the caller
 * sends once the transaction has committed.
 */
export const openEnvelope = async (
  tx: Tx,
  deps: SigningDeps,
  input: {
    activity: ActivityRow;
    doc: DocumentRow;
    processId: string | null;
    signers: { name: string; email: string }[];
    actor: Actor;
    baseUrl: string;
  },
) => {
  const { activity, doc, signers } = input;
  const pdf = await readAll(deps.storage, doc.storage_key);
  const sha256 = sha256Hex(pdf);
  if (!doc.sha256) await tx.update(documents).set({ sha256 }).where(eq(documents.id, doc.id));
  const [loan] = activity.loan_id
    ? await tx.select({ name: loans.name }).from(loans).where(eq(loans.id, activity.loan_id))
    : [];
  const subject = `Please sign: ${doc.document_name}${loan ? ` (${loan.name})` : ''}`;
  // DocuSign is asked inside the transaction: when it refuses, nothing is recorded as sent.
  const created = await deps.eSignature
    .createEnvelope({ subject, documentName: doc.file_name, pdf, recipients: signers })
    .catch((error: unknown) => {
      throw new AppError(502, `The e-signature provider refused the envelope: ${(error as Error).message}`);
    });
  const expiresAt = new Date(Date.now() + deps.linkDays * 86_400_000);
  const tokens = signers.map(() =>
    deps.eSignature.mailsSigners ? null : randomBytes(32).toString('base64url'),
  );
  const [envelope] = await tx
    .insert(envelopes)
    .values({
      activity_id: activity.id,
      process_id: input.processId,
      provider: deps.eSignature.provider,
      external_id: created.externalId,
      status: 'sent',
      document_id: doc.id,
      subject,
      created_by: input.actor.id,
      expires_at: expiresAt,
      recipients: signers.map((r, i) => ({
        ...r,
        status: 'sent',
        token_hash: tokens[i] ? hashToken(tokens[i]) : '',
      })),
    })
    .returning();
  await tx.insert(envelopeRecipients).values(
    signers.map((r, i) => ({
      envelope_id: envelope!.id,
      position: i,
      name: r.name,
      email: r.email,
      token_hash: tokens[i] ? hashToken(tokens[i]) : null,
      expires_at: expiresAt,
    })),
  );
  await recordAudit(tx, {
    actor: input.actor,
    action: 'envelope.send',
    entity_type: 'activity',
    entity_id: activity.id,
    after: {
      envelope_id: envelope!.id,
      provider: envelope!.provider,
      document_id: doc.id,
      recipients: signers.map((r) => r.email),
    },
  });
  await notifySignatureRequested(tx, {
    activity,
    documentName: doc.document_name ?? doc.file_name,
    emails: signers.map((r) => r.email),
    documentId: doc.id,
  });
  const mails: Mail[] = signers.flatMap((r, i) => {
    const token = tokens[i];
    if (!token) return [];
    const link = `${input.baseUrl.replace(/\/$/, '')}/sign/${token}`;
    return [
      {
        to: r.email,
        subject,
        text: `Hello ${r.name},\n\n${input.actor.email} asks you to sign "${doc.document_name}".\n\nOpen your private signing link: ${link}\n\nThe link is for you alone and is valid until ${expiresAt.toUTCString()}.`,
      },
    ];
  });
  return { envelope: envelope!, mails };
};

export const requestSignature = async (
  db: Db,
  deps: SigningDeps,
  input: {
    activityId: string;
    processId?: string;
    recipients: Recipient[];
    actor: Actor;
    baseUrl: string;
  },
) => {
  const signers = signersOf(input.recipients);
  const result = await withLockedActivity(db, input.activityId, async (tx, activity) => {
    // Term sheet, commitment and board review follow the action table's 'send' (000 §4).
    if (input.processId === undefined && GENERATED_KINDS.includes(activity.activity_type)) {
      assertAction(activity, 'send');
    }
    const doc = await sourceDocument(tx, activity, input.processId);
    const { envelope, mails } = await openEnvelope(tx, deps, {
      activity,
      doc,
      processId: input.processId ?? doc.process_id,
      signers,
      actor: input.actor,
      baseUrl: input.baseUrl,
    });
    // The activity moves as the action table says: term sheet and commitment to sent, the board
    // review waits for the board; other activities keep their state and show the envelope badge.
    const to =
      input.processId === undefined && ['term-sheet', 'commitment'].includes(activity.activity_type)
        ? 'sent'
        : input.processId === undefined && activity.activity_type === 'board-review'
          ? 'waiting'
          : null;
    if (to) {
      await changeActivityState(tx, {
        activity,
        to,
        actor: input.actor,
        action: `${activity.activity_type}.send-for-signature`,
        changes: { docusign_envelope_id: envelope.id },
      });
    } else {
      await tx
        .update(activities)
        .set({ docusign_envelope_id: envelope.id })
        .where(eq(activities.id, activity.id));
    }
    return {
      mails,
      response: {
        envelope_id: envelope.id,
        activity_id: activity.id,
        status: 'sent',
        provider: envelope.provider,
      },
    };
  });
  for (const mail of result.mails) await deps.mail.send(mail);
  return result.response;
};

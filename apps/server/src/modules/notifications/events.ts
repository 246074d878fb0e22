// The events a processor cares about (issue 11 item 7), each turned into a notification for the
// right people through notify(): staff hear of uploads, signatures and reports; borrowers and
// brokers hear of decisions on their own documents; owners hear of their activities.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { loanHumanIdOf, notify, peopleOfActivity, staffOfLoan } from './notify';

type ActivityLike = {
  id: string;
  loan_id: string | null;
  borrower_id: string | null;
  contact_id: string | null;
  name: string;
  document_name: string | null;
  owner_id?: string | null;
  due_epoch?: number | null;
};

const titleOf = (activity: ActivityLike) => activity.document_name || activity.name;

/** A borrower or broker uploaded files into a request: 'new document uploaded: ...' (001 §2). */
export const notifyUploaded = async (
  tx: Tx,
  input: { activity: ActivityLike; documents: { id: string; file_name: string }[] },
) => {
  const first = input.documents[0];
  if (!first) return;
  const files = input.documents.map((doc) => doc.file_name).join(', ');
  await notify(tx, {
    userIds: await staffOfLoan(tx, input.activity.loan_id),
    kind: 'document-uploaded',
    message: `new document uploaded: ${titleOf(input.activity)} (${files})`,
    documentId: first.id,
    loanHumanId: await loanHumanIdOf(tx, input.activity.loan_id),
  });
};

/** Staff accepted or rejected an upload: the borrower or broker it was asked of hears why. */
export const notifyReviewed = async (
  tx: Tx,
  input: {
    activity: ActivityLike;
    decision: 'accepted' | 'rejected';
    reason?: string;
    documentId?: string | null;
  },
) => {
  const message =
    input.decision === 'accepted'
      ? `Your document was accepted: ${titleOf(input.activity)}`
      : `Your document was rejected: ${titleOf(input.activity)}. Reason: ${input.reason ?? ''}`.trim();
  await notify(tx, {
    userIds: await peopleOfActivity(tx, input.activity),
    kind: input.decision === 'accepted' ? 'document-accepted' : 'document-rejected',
    message,
    documentId: input.documentId ?? null,
    loanHumanId: await loanHumanIdOf(tx, input.activity.loan_id),
  });
};

/** An envelope was signed by everyone, or declined by a signer: the sender and the loan's staff. */
export const notifyEnvelope = async (
  tx: Tx,
  input: {
    activity: ActivityLike;
    outcome: 'signed' | 'declined';
    signer: { name: string; email: string };
    reason?: string | null;
    senderId?: string | null;
    documentId?: string | null;
  },
) => {
  const title = titleOf(input.activity);
  const message =
    input.outcome === 'signed'
      ? `Document signed: ${title} (all signers; last ${input.signer.name})`
      : `Signature declined: ${title} by ${input.signer.name} <${input.signer.email}>. Reason: ${input.reason ?? ''}`;
  await notify(tx, {
    userIds: [input.senderId, ...(await staffOfLoan(tx, input.activity.loan_id))],
    kind: input.outcome === 'signed' ? 'envelope-signed' : 'envelope-declined',
    message,
    documentId: input.documentId ?? null,
    loanHumanId: await loanHumanIdOf(tx, input.activity.loan_id),
  });
};

/** A report or an export finished: whoever asked for it, else the loan's staff. */
export const notifyReportReady = async (
  tx: Tx,
  input: { loanId: string | null; title: string; requestedBy?: string | null; documentId?: string | null },
) => {
  await notify(tx, {
    userIds: input.requestedBy ? [input.requestedBy] : await staffOfLoan(tx, input.loanId),
    kind: 'report-ready',
    message: `Report ready: ${input.title}`,
    documentId: input.documentId ?? null,
    loanHumanId: await loanHumanIdOf(tx, input.loanId),
  });
};

/** An activity was given to someone (created with an owner, or its owner changed). */
export const notifyAssigned = async (tx: Tx, input: { activity: ActivityLike; actorId?: string | null }) => {
  const owner = input.activity.owner_id;
  if (!owner || owner === input.actorId) return;
  await notify(tx, {
    userIds: [owner],
    kind: 'activity-assigned',
    message: `Activity assigned to you: ${titleOf(input.activity)}`,
    loanHumanId: await loanHumanIdOf(tx, input.activity.loan_id),
  });
};

/**
 * The Add Activity modal's participants (002 §2.7) who are staff users, named by e-mail or by full
 * name: each is told the activity is now theirs too ('activity assigned').
 */
export const notifyParticipants = async (
  tx: Tx,
  input: { activity: ActivityLike; participants: string[]; actorId?: string | null },
) => {
  const names = [...new Set(input.participants.map((p) => p.trim().toLowerCase()).filter(Boolean))];
  if (names.length === 0) return;
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'admin'),
        eq(users.is_active, true),
        sql`(lower(${users.email}) in ${names} or lower(trim(coalesce(${users.first_name}, '') || ' ' || coalesce(${users.last_name}, ''))) in ${names})`,
      ),
    );
  await notify(tx, {
    userIds: rows.map((row) => row.id).filter((id) => id !== input.actorId),
    kind: 'activity-assigned',
    message: `Activity assigned to you: ${titleOf(input.activity)}`,
    loanHumanId: await loanHumanIdOf(tx, input.activity.loan_id),
  });
};

/** New document requests on a loan: each borrower or broker asked hears what to upload. */
export const notifyDocumentsRequested = async (tx: Tx, input: { activities: ActivityLike[] }) => {
  const byUser = new Map<string, { titles: string[]; loanId: string | null }>();
  for (const activity of input.activities)
    for (const userId of await peopleOfActivity(tx, activity)) {
      const entry = byUser.get(userId) ?? { titles: [], loanId: activity.loan_id };
      entry.titles.push(titleOf(activity));
      byUser.set(userId, entry);
    }
  for (const [userId, { titles, loanId }] of byUser)
    await notify(tx, {
      userIds: [userId],
      kind: 'document-requested',
      message:
        titles.length === 1
          ? `Document requested: ${titles[0]}`
          : `${titles.length} documents requested: ${titles.join(', ')}`,
      loanHumanId: await loanHumanIdOf(tx, loanId),
    });
};

/** A document was sent for signature: recipients who are borrower or broker users hear of it too. */
export const notifySignatureRequested = async (
  tx: Tx,
  input: { activity: ActivityLike; documentName: string; emails: string[]; documentId?: string | null },
) => {
  const emails = [...new Set(input.emails.map((e) => e.trim().toLowerCase()))];
  if (emails.length === 0) return;
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.role, ['borrower', 'broker']),
        eq(users.is_active, true),
        inArray(sql`lower(${users.email})`, emails),
      ),
    );
  await notify(tx, {
    userIds: rows.map((row) => row.id),
    kind: 'signature-requested',
    message: `Signature requested: ${input.documentName}. Your private signing link is in your e-mail.`,
    documentId: input.documentId ?? null,
    loanHumanId: await loanHumanIdOf(tx, input.activity.loan_id),
  });
};

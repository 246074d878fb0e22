// Issue 21, a borrower's phone: what waits for the person ('What to do now' and each loan card's
// 'to do' count). One rule, used by the server's GET /personal/to-do (the whole list in one
// answer) and by the browser's loan cards: an upload they can make (new or rejected requests...),
// an application to fill, a bank to connect, a document to sign.
// Zod-free (the personal area's first screen loads no schema): the answer's schema is in to-do-schema.ts.
import type { PersonalActivity } from '../api/personal';

/** What the rule reads of an activity (the server derives its SQL condition from it: to-do-where.ts). */
type ToDoFacts = Pick<PersonalActivity, 'activity_type' | 'done' | 'docusign_envelope_id' | 'actions'> & {
  status: Pick<PersonalActivity['status'], 'state'>;
};

// States in which the person has done their part and staff have the next move: a file uploaded
// ('sent' reads 'New File Uploaded' in the personal area), signed, being read, or paused.
const STAFF_TURN = ['signed', 'processing', 'processed', 'paused'];
// A term sheet or commitment 'sent' waits for the borrower to sign it or upload it signed.
const SENT_TO_PERSON = ['term-sheet', 'commitment'];

/**
 * A document sent for signature and not yet signed: staff sent an envelope (the signing link goes
 * to each recipient by e-mail) and the activity has not moved on. Signing moves a term sheet or
 * commitment out of 'sent'; a declined envelope is not waiting for anyone.
 */
export const isAwaitingSignature = (activity: ToDoFacts): boolean =>
  Boolean(activity.docusign_envelope_id) && !activity.done && ['new', 'sent'].includes(activity.status.state);

export const needsAction = (activity: ToDoFacts): boolean => {
  const { state } = activity.status;
  if (activity.done || state === 'done' || state === 'accepted') return false;
  if (state === 'rejected' || isAwaitingSignature(activity)) return true;
  if (STAFF_TURN.includes(state)) return false;
  if (state === 'sent' && !SENT_TO_PERSON.includes(activity.activity_type)) return false;
  return activity.actions.some(
    (action) =>
      ['upload', 'upload-document-request', 'view-application'].includes(action) ||
      (action === 'view-plaid' && activity.status.state === 'new'),
  );
};

export const countNeedingAction = (activities: readonly PersonalActivity[]): number =>
  activities.filter(needsAction).length;

/** 001 §3: a rejected request's reason, kept on its latest rejected process (or its status text). */
export const rejectionReasonOf = (activity: PersonalActivity): string | null => {
  if (activity.status.state !== 'rejected') return null;
  const rejected = [...activity.processes].reverse().find((process) => process.status.state === 'rejected');
  const reason = rejected?.data_to_display?.reason;
  return typeof reason === 'string' && reason.trim() ? reason : (activity.status.text ?? null);
};

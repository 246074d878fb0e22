// Who hears about a servicing step (issue 19 item 6: "each step notifies the people concerned"):
// the loan's staff (its owner, else every active admin) and the users of the loan's borrowers and
// brokers, less whoever took the step. The notifications module writes and delivers them.
import { and, eq, inArray } from 'drizzle-orm';
import { formatCentsMoney, isFinalState } from '@lending/domain';
import type { DbOrTx } from '../../db/client';
import { activities, loanBorrowers, loanContacts, loans, servicingDraws, users } from '../../db/schema/index';
import { notify } from './notify';

const staffOf = async (db: DbOrTx, loanId: string) => {
  const [owner] = await db
    .select({ id: users.id })
    .from(loans)
    .innerJoin(users, eq(users.id, loans.owner_user_id))
    .where(and(eq(loans.id, loanId), eq(users.is_active, true), eq(users.role, 'admin')));
  if (owner) return [owner.id];
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.is_active, true)));
  return admins.map((row) => row.id);
};

const peopleOf = async (db: DbOrTx, loanId: string) => {
  const borrowerIds = db
    .select({ id: loanBorrowers.borrower_id })
    .from(loanBorrowers)
    .where(eq(loanBorrowers.loan_id, loanId));
  const contactIds = db
    .select({ id: loanContacts.contact_id })
    .from(loanContacts)
    .where(eq(loanContacts.loan_id, loanId));
  const [byBorrower, byContact] = await Promise.all([
    db.select({ id: users.id }).from(users).where(inArray(users.borrower_id, borrowerIds)),
    db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.contact_id, contactIds), eq(users.role, 'broker'))),
  ]);
  return [...byBorrower, ...byContact].map((row) => row.id);
};

export const notifyLoanPeople = async (
  db: DbOrTx,
  input: { loanId: string; message: string; to: 'staff' | 'people' | 'both'; actorId?: string },
) => {
  const [loan] = await db.select({ human_id: loans.human_id }).from(loans).where(eq(loans.id, input.loanId));
  const ids = [
    ...(input.to !== 'people' ? await staffOf(db, input.loanId) : []),
    ...(input.to !== 'staff' ? await peopleOf(db, input.loanId) : []),
  ].filter((id) => id !== input.actorId);
  await notify(db, {
    userIds: ids,
    kind: 'servicing',
    message: input.message,
    loanHumanId: loan?.human_id ?? null,
  });
};

/** States in which a draw's inspection has failed (a new one may be ordered). */
export const INSPECTION_FAILED_STATES = ['rejected', 'failed', 'error'];

/** What staff, borrowers and brokers read when a draw's inspection ends (done, or failed with its note). */
export const inspectionOutcomeMessage = (done: boolean, cents: bigint, note: string | null) =>
  done
    ? `Inspection done for the draw of ${formatCentsMoney(cents)}`
    : `Inspection failed for the draw of ${formatCentsMoney(cents)}${note ? `: ${note}` : ''}`;

/**
 * A draw's inspection moved to an outcome on the loan's Activities tab (set next state) rather than
 * through the draw's own 'Inspection done' / 'Inspection failed': the same people hear about it.
 */
export const notifyInspectionMoved = async (
  db: DbOrTx,
  input: { activity: typeof activities.$inferSelect; to: string; actorId: string },
) => {
  const { activity, to } = input;
  if (activity.kind !== 'Inspection' || !activity.loan_id) return;
  const done = isFinalState(to);
  if (!done && !INSPECTION_FAILED_STATES.includes(to)) return;
  const [draw] = await db
    .select({ requested: servicingDraws.requested_cents, approved: servicingDraws.approved_cents })
    .from(servicingDraws)
    .where(eq(servicingDraws.inspection_activity_id, activity.id));
  if (!draw) return;
  await notifyLoanPeople(db, {
    loanId: activity.loan_id,
    to: 'both',
    actorId: input.actorId,
    message: inspectionOutcomeMessage(done, draw.approved ?? draw.requested, activity.status_text),
  });
};

// Who hears about a servicing step (issue 19 item 6: "each step notifies the people concerned"):
// the loan's staff (its owner, else every active admin) and the users of the loan's borrowers and
// brokers, less whoever took the step. The notifications module writes and delivers them.
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loanBorrowers, loanContacts, loans, users } from '../../db/schema/index';
import { notify } from '../notifications/index';

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

export const notifyServicing = async (
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

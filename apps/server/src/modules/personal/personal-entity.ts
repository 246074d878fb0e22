// Whose personal area a call acts on (002 §2.3, 001 §5-§6). A borrower user acts as their one
// borrower, a broker user as their one contact; anything else is 'User has no valid role or
// multiple entities'. `user-email` is honoured only for admins, or for brokers whose contact staff
// linked to a loan of that user's borrower or contact record (the link, never a matching e-mail,
// decides); otherwise the caller sees their own data. A broker acting for a client reaches only
// the loans the broker is linked to (Viewer.scope). Admins with an unknown user-email get 404
// 'User Not Found Or Not Authorized'.
import { messages } from '@lending/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { borrowers, contacts, loanBorrowers, loanContacts, users } from '../../db/schema/index';
import type { RequestUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';

export const INVALID_ENTITY = messages.noValidRole;
export const USER_NOT_FOUND = messages.userNotFound;

export type PersonalEntity = { kind: 'borrower' | 'contact'; id: string; userEmail: string; role: string };

/** The caller and, when they have one (or act for one), the personal entity. */
export type Viewer = {
  user: RequestUser;
  isAdmin: boolean;
  entity: PersonalEntity | null;
  isOther: boolean;
  /** When a broker acts for a client: the only loans (ids) the broker's contact is linked to. */
  scope?: readonly string[];
};

type UserLike = { email: string; role: string; borrower_id?: string | null; contact_id?: string | null };

/** Exactly one borrower for a borrower user, exactly one broker contact for a broker user (001 §5). */
const entityOfUser = async (db: DbOrTx, user: UserLike): Promise<PersonalEntity> => {
  const email = user.email.toLowerCase();
  if (user.role === 'borrower') {
    if (user.borrower_id)
      return { kind: 'borrower', id: user.borrower_id, userEmail: email, role: user.role };
    const rows = await db
      .select({ id: borrowers.id })
      .from(borrowers)
      .where(sql`lower(${borrowers.email}) = ${email}`)
      .limit(2);
    if (rows.length === 1) return { kind: 'borrower', id: rows[0]!.id, userEmail: email, role: user.role };
  }
  if (user.role === 'broker') {
    if (user.contact_id) return { kind: 'contact', id: user.contact_id, userEmail: email, role: user.role };
    const rows = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(sql`lower(${contacts.email}) = ${email}`, eq(contacts.contact_type, 'broker')))
      .limit(2);
    if (rows.length === 1) return { kind: 'contact', id: rows[0]!.id, userEmail: email, role: user.role };
  }
  throw new AppError(403, INVALID_ENTITY);
};

/** The loans a contact is linked to (links are made by staff or by the client themself). */
const loansOfContact = async (db: DbOrTx, contactId: string): Promise<string[]> =>
  (
    await db
      .select({ id: loanContacts.loan_id })
      .from(loanContacts)
      .where(eq(loanContacts.contact_id, contactId))
  ).map((row) => row.id);

/**
 * A broker may act for a user only through links: the target user's own borrower or contact
 * record (users.borrower_id / contact_id, set when the account was made) must be on a loan the
 * broker's contact is linked to. Returns the target and the shared loans, or null.
 */
const brokerDelegation = async (
  db: DbOrTx,
  contactId: string,
  email: string,
): Promise<{ entity: PersonalEntity; scope: string[] } | null> => {
  const [target] = await db.select().from(users).where(eq(users.email, email));
  if (!target || !target.is_active) return null;
  const entity: PersonalEntity | null =
    target.role === 'borrower' && target.borrower_id
      ? { kind: 'borrower', id: target.borrower_id, userEmail: email, role: target.role }
      : target.role === 'broker' && target.contact_id
        ? { kind: 'contact', id: target.contact_id, userEmail: email, role: target.role }
        : null;
  if (!entity || (entity.kind === 'contact' && entity.id === contactId)) return null;
  const mine = await loansOfContact(db, contactId);
  if (mine.length === 0) return null;
  const theirs = new Set(await loanIdsOf(db, entity));
  const shared = mine.filter((id) => theirs.has(id));
  return shared.length > 0 ? { entity, scope: shared } : null;
};

export type ResolveOptions = { user: RequestUser; userEmail?: string | undefined; requireEntity?: boolean };

export const resolveViewer = async (
  db: DbOrTx,
  { user, userEmail, requireEntity = false }: ResolveOptions,
): Promise<Viewer> => {
  const isAdmin = user.role === 'admin';
  const wanted = userEmail?.trim().toLowerCase();
  if (wanted && wanted !== user.email.toLowerCase()) {
    if (isAdmin) {
      const [target] = await db.select().from(users).where(eq(users.email, wanted));
      if (!target || !target.is_active) throw new AppError(404, USER_NOT_FOUND);
      return { user, isAdmin, entity: await entityOfUser(db, target), isOther: true };
    }
    if (user.role === 'broker' && user.contact_id) {
      const delegated = await brokerDelegation(db, user.contact_id, wanted);
      if (delegated)
        return { user, isAdmin, entity: delegated.entity, isOther: true, scope: delegated.scope };
    }
  }
  if (isAdmin) {
    if (requireEntity) throw new AppError(400, INVALID_ENTITY);
    return { user, isAdmin, entity: null, isOther: false };
  }
  return { user, isAdmin, entity: await entityOfUser(db, user), isOther: false };
};

/**
 * The query of the loan ids the entity reaches (a borrower's loans, or the loans a contact is linked
 * to): awaited for the ids, or used as a subquery (`inArray(loans.id, linkedLoanIds(db, entity))`).
 */
export const linkedLoanIds = (db: DbOrTx, entity: PersonalEntity) =>
  entity.kind === 'borrower'
    ? db
        .select({ id: loanBorrowers.loan_id })
        .from(loanBorrowers)
        .where(eq(loanBorrowers.borrower_id, entity.id))
    : db
        .select({ id: loanContacts.loan_id })
        .from(loanContacts)
        .where(eq(loanContacts.contact_id, entity.id));

/** Loan ids the entity reaches: a borrower's loans, or the loans a contact is linked to. */
export const loanIdsOf = async (db: DbOrTx, entity: PersonalEntity): Promise<string[]> =>
  (await linkedLoanIds(db, entity)).map((row) => row.id);

/** The loans of `ids` the viewer may see (a delegating broker: only the broker's own loans). */
export const scopeLoanIds = (viewer: Viewer, ids: readonly string[]): string[] =>
  viewer.scope ? ids.filter((id) => viewer.scope!.includes(id)) : [...ids];

export const canSeeLoan = async (db: DbOrTx, viewer: Viewer, loanId: string): Promise<boolean> => {
  if (viewer.isAdmin) return true; // admin may do everything (DESIGN.md §2)
  if (!viewer.entity) return false;
  if (viewer.scope && !viewer.scope.includes(loanId)) return false;
  return (await loanIdsOf(db, viewer.entity)).includes(loanId);
};

/**
 * The loans of a borrower the viewer may list: all for staff and the borrower themself, the
 * shared ones for a broker (their own or, when acting for a client, the delegated scope).
 */
export const visibleLoanIds = async (db: DbOrTx, viewer: Viewer, borrowerId: string): Promise<string[]> => {
  const ids = (
    await db
      .select({ id: loanBorrowers.loan_id })
      .from(loanBorrowers)
      .where(eq(loanBorrowers.borrower_id, borrowerId))
  ).map((row) => row.id);
  if (viewer.isAdmin) return ids;
  const scoped = scopeLoanIds(viewer, ids);
  if (viewer.entity?.kind !== 'contact') return scoped;
  const mine = new Set(await loanIdsOf(db, viewer.entity));
  return scoped.filter((id) => mine.has(id));
};

/** A borrower sees their own record; a broker the borrowers of their loans; admins anyone. */
export const assertBorrowerVisible = async (
  db: DbOrTx,
  viewer: Viewer,
  borrowerId: string,
): Promise<void> => {
  if (viewer.isAdmin) return;
  const entity = viewer.entity;
  if (entity?.kind === 'borrower' && entity.id === borrowerId) return;
  if (entity?.kind === 'contact') {
    const result = await db.execute(sql`
      select 1 from ${loanContacts} lc join ${loanBorrowers} lb on lb.loan_id = lc.loan_id
      where lc.contact_id = ${entity.id} and lb.borrower_id = ${borrowerId} limit 1`);
    if (result.rows.length > 0) return;
  }
  throw new AppError(403, USER_NOT_FOUND);
};

/** Only the borrower themself (or an admin) may change a borrower record (002 §5). */
export const assertBorrowerEditable = (viewer: Viewer, borrowerId: string): void => {
  if (viewer.isAdmin) return;
  if (viewer.entity?.kind === 'borrower' && viewer.entity.id === borrowerId && !viewer.isOther) return;
  throw new AppError(403, USER_NOT_FOUND);
};

// Who may call what (DESIGN.md §2, spec 000 §6). Every route declares its rule inline:
// `preHandler: allow('admin')`, `allow('admin', 'borrower', 'broker')`, or `signedIn` for calls
// that need a verified identity but no user row. Record ownership is checked in services with
// assertLoanAccess / assertBorrowerAccess: admin reaches everything, a borrower only their own
// borrower record and its loans, a broker only loans on which their contact is linked.
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { messages, type Role } from '@lending/domain';
import type { DbOrTx } from '../db/client';
import { loanBorrowers, loanContacts } from '../db/schema';
import { authenticate, loadUser, type RequestUser } from './auth';
import { AppError } from './errors';

export type AccessRule =
  { kind: 'public' } | { kind: 'signed-in' } | { kind: 'roles'; roles: readonly Role[] };

const ACCESS = Symbol.for('lending.access');
type WithAccess = preHandlerAsyncHookHandler & { [ACCESS]?: AccessRule };

const tag = (handler: preHandlerAsyncHookHandler, rule: AccessRule): preHandlerAsyncHookHandler => {
  (handler as WithAccess)[ACCESS] = rule;
  return handler;
};

/** Signed-in users with one of these roles. Others: 403 (401 without a valid token). */
export const allow = (...roles: Role[]): preHandlerAsyncHookHandler =>
  tag(
    async (request: FastifyRequest, _reply: FastifyReply) => {
      const user = await loadUser(request);
      if (!roles.includes(user.role)) throw new AppError(403, 'You are not allowed to do this');
    },
    { kind: 'roles', roles },
  );

/** Any of the three roles. */
export const allowSignedInUser = (): preHandlerAsyncHookHandler => allow('admin', 'borrower', 'broker');

/** A verified token, with or without a user row (e.g. GET /user/logged-in-user). */
export const signedIn: preHandlerAsyncHookHandler = tag(
  async (request: FastifyRequest) => {
    await authenticate(request);
  },
  { kind: 'signed-in' },
);

/** Declares a route open to everyone (public forms, health, discovery): rate limits protect it. */
export const publicRoute: preHandlerAsyncHookHandler = tag(async () => undefined, { kind: 'public' });

/** The access rule a route declared, if any (used to check that every /api route declares one). */
export const accessRuleOf = (preHandler: unknown): AccessRule | undefined => {
  const list = Array.isArray(preHandler) ? preHandler : [preHandler];
  for (const handler of list) {
    const rule = (handler as WithAccess | undefined)?.[ACCESS];
    if (rule) return rule;
  }
  return undefined;
};

/** The tagged access handler of a route (allow(...), signedIn), to run it before validation too. */
export const accessGuardOf = (preHandler: unknown): preHandlerAsyncHookHandler | undefined => {
  const list = Array.isArray(preHandler) ? preHandler : [preHandler];
  for (const handler of list) {
    const rule = (handler as WithAccess | undefined)?.[ACCESS];
    if (rule && rule.kind !== 'public') return handler as preHandlerAsyncHookHandler;
  }
  return undefined;
};

const FORBIDDEN_LOAN = messages.loanNotAuthorized;

/** Whether the user may reach the loan (by uuid). */
export const canAccessLoan = async (db: DbOrTx, user: RequestUser, loanId: string): Promise<boolean> => {
  if (user.role === 'admin') return true;
  if (user.role === 'borrower' && user.borrower_id) {
    const rows = await db
      .select({ id: loanBorrowers.loan_id })
      .from(loanBorrowers)
      .where(and(eq(loanBorrowers.loan_id, loanId), eq(loanBorrowers.borrower_id, user.borrower_id)))
      .limit(1);
    return rows.length > 0;
  }
  if (user.role === 'broker' && user.contact_id) {
    const rows = await db
      .select({ id: loanContacts.loan_id })
      .from(loanContacts)
      .where(and(eq(loanContacts.loan_id, loanId), eq(loanContacts.contact_id, user.contact_id)))
      .limit(1);
    return rows.length > 0;
  }
  return false;
};

/** Throws 403 'You are not authorized to view this loan' (spec 002 §8) unless the user may reach it. */
export const assertLoanAccess = async (db: DbOrTx, user: RequestUser, loanId: string): Promise<void> => {
  if (!(await canAccessLoan(db, user, loanId))) throw new AppError(403, FORBIDDEN_LOAN);
};

/**
 * Admin: any borrower. Borrower: only their own. Broker: borrowers of loans on which their
 * contact is linked.
 */
export const canAccessBorrower = async (
  db: DbOrTx,
  user: RequestUser,
  borrowerId: string,
): Promise<boolean> => {
  if (user.role === 'admin') return true;
  if (user.role === 'borrower') return user.borrower_id === borrowerId;
  if (user.role === 'broker' && user.contact_id) {
    const rows = await db
      .select({ id: loanBorrowers.borrower_id })
      .from(loanBorrowers)
      .innerJoin(loanContacts, eq(loanContacts.loan_id, loanBorrowers.loan_id))
      .where(and(eq(loanBorrowers.borrower_id, borrowerId), eq(loanContacts.contact_id, user.contact_id)))
      .limit(1);
    return rows.length > 0;
  }
  return false;
};

export const assertBorrowerAccess = async (
  db: DbOrTx,
  user: RequestUser,
  borrowerId: string,
): Promise<void> => {
  if (!(await canAccessBorrower(db, user, borrowerId))) throw new AppError(403, messages.userNotFound);
};

// The one way to find a loan (issue 20 item 2). Every route and service that starts from a loan id
// in a path or a body comes here: one rule for the two id forms, and the caller's ownership in the
// same query, so no service has to remember a separate access check.
//
// Ids (docs/contract.md "Values"): a UUID is the loan's id; a string of digits is its human_id
// (the five-digit code, "10042"); anything else is refused with 400 before any query.
// Ownership (DESIGN.md §2): staff and the system reach every loan; a borrower the loans linked to
// their borrower record; a broker the loans on which their contact is linked. A loan that exists
// but is not the caller's answers exactly like one that does not exist: 404, so ids cannot be probed.
import { messages, type Role } from '@lending/domain';
import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { loanBorrowers, loanContacts, loans } from '../db/schema';
import { AppError } from './app-error';
import { isSystemActor, type AnyActor } from './actor';
import { isUuid } from './ids';

export type LoanRow = typeof loans.$inferSelect;

/** Who is asking: a signed-in user (their role and records) or the server itself. */
export type LoanCaller = AnyActor | { role: Role; borrower_id?: string; contact_id?: string };

export type FindLoanOptions = {
  for: LoanCaller;
  /**
   * Locks the row for the caller's transaction: 'update' (FOR NO KEY UPDATE: changes of one loan
   * happen one after another; rows that reference the loan can still be inserted) or 'share'.
   */
  lock?: 'update' | 'share';
};

const HUMAN_ID = /^\d{1,9}$/;

/** The id condition, or null for a malformed id. */
const idCondition = (idOrHumanId: string): SQL | null => {
  if (isUuid(idOrHumanId)) return eq(loans.id, idOrHumanId);
  if (HUMAN_ID.test(idOrHumanId)) return eq(loans.human_id, idOrHumanId);
  return null;
};

/** The loans a caller may reach, as a condition on `loans` (undefined: all of them). */
export const ownedLoans = (caller: LoanCaller): SQL | undefined => {
  if (isSystemActor(caller) || caller.role === 'admin') return undefined;
  if (caller.role === 'borrower' && caller.borrower_id)
    return exists(
      sql`(select 1 from ${loanBorrowers} where ${loanBorrowers.loan_id} = ${loans.id} and ${loanBorrowers.borrower_id} = ${caller.borrower_id})`,
    );
  if (caller.role === 'broker' && caller.contact_id)
    return exists(
      sql`(select 1 from ${loanContacts} where ${loanContacts.loan_id} = ${loans.id} and ${loanContacts.contact_id} = ${caller.contact_id})`,
    );
  return sql`false`;
};

/** 400 for a malformed loan id, without building a query (a cache hit needs no condition). */
export const assertLoanIdForm = (idOrHumanId: string): void => {
  if (!isUuid(idOrHumanId) && !HUMAN_ID.test(idOrHumanId)) throw new AppError(400, messages.loanIdMalformed);
};

/**
 * The finder's id rule as a condition on `loans`, for queries that build their own answer (the
 * loan JSON of GET /loan/{id}); 400 for a malformed id, like findLoan.
 */
export const loanIdCondition = (idOrHumanId: string): SQL => {
  const byId = idCondition(idOrHumanId);
  if (!byId) throw new AppError(400, messages.loanIdMalformed);
  return byId;
};

/**
 * The loan by UUID or human_id that the caller may reach, locked when asked.
 * 400 for a malformed id; 404 'Loan not found' when it does not exist or is not the caller's.
 */
export const findLoan = async (
  db: DbOrTx,
  idOrHumanId: string,
  options: FindLoanOptions,
): Promise<LoanRow> => {
  const byId = loanIdCondition(idOrHumanId);
  const query = db
    .select()
    .from(loans)
    .where(and(byId, ownedLoans(options.for)))
    .limit(1);
  const [row] = await (options.lock === 'update'
    ? query.for('no key update')
    : options.lock === 'share'
      ? query.for('share')
      : query);
  if (!row) throw new AppError(404, messages.loanNotFound);
  return row;
};

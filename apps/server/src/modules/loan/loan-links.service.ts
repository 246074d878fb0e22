// Linking borrowers and contacts to a loan (spec 000 §7: add-borrower, add-contact,
// remove-borrower, remove-contact). Each change moves the loan's last_update and is audited.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { borrowers, contacts, loanBorrowers, loanContacts, loans } from '../../db/schema';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import { findLoan } from '../../lib/loan-finder';
import type { Actor } from '../../lib/actor';
import { refreshLoanScores } from '../scoring/index';
import { epochNow } from '../../lib/clock';

export type LinkKind = 'borrower' | 'contact';
const LAST_BORROWER = 'A loan needs at least one borrower';

// last_update moves; version (the request-details edit token) does not: linking someone is not a
// competing edit of the request details.
const touch = (tx: Tx, loanId: string) =>
  tx.update(loans).set({ last_update: epochNow() }).where(eq(loans.id, loanId));

const assertExists = async (tx: Tx, kind: LinkKind, entityId: string) => {
  const table = kind === 'borrower' ? borrowers : contacts;
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, entityId));
  if (!row) throw new AppError(404, kind === 'borrower' ? 'Borrower not found' : 'Contact not found');
};

/** Links; linking twice changes nothing. Returns the loan id. */
export const addLink = async (
  db: Db,
  options: { idOrHumanId: string; kind: LinkKind; entityId: string; actor: Actor },
) =>
  db.transaction(async (tx) => {
    const { id: loanId } = await findLoan(tx, options.idOrHumanId, { for: options.actor, lock: 'update' });
    await assertExists(tx, options.kind, options.entityId);
    const inserted =
      options.kind === 'borrower'
        ? await tx
            .insert(loanBorrowers)
            .values({
              loan_id: loanId,
              borrower_id: options.entityId,
              position: sql`(select coalesce(max(position), -1) + 1 from loan_borrowers where loan_id = ${loanId})`,
            })
            .onConflictDoNothing()
            .returning()
        : await tx
            .insert(loanContacts)
            .values({ loan_id: loanId, contact_id: options.entityId })
            .onConflictDoNothing()
            .returning();
    if (inserted.length > 0) {
      await touch(tx, loanId);
      if (options.kind === 'borrower') await refreshLoanScores(tx, [loanId]);
      await recordAudit(tx, {
        actor: options.actor,
        action: `loan.add-${options.kind}`,
        entity_type: 'loan',
        entity_id: loanId,
        before: null,
        after: { [`${options.kind}_id`]: options.entityId },
      });
    }
    return loanId;
  });

/** Unlinks; the last borrower of a loan stays (002 §2.4: unlink only when more than one exists). */
export const removeLink = async (
  db: Db,
  options: { idOrHumanId: string; kind: LinkKind; entityId: string; actor: Actor },
) =>
  db.transaction(async (tx) => {
    const { id: loanId } = await findLoan(tx, options.idOrHumanId, { for: options.actor, lock: 'update' });
    let removed = 0;
    if (options.kind === 'borrower') {
      const linked = await tx
        .select({ id: loanBorrowers.borrower_id })
        .from(loanBorrowers)
        .where(eq(loanBorrowers.loan_id, loanId));
      if (!linked.some((row) => row.id === options.entityId))
        throw new AppError(404, 'Borrower is not linked to this loan');
      if (linked.length <= 1) throw new AppError(409, LAST_BORROWER);
      removed = (
        await tx
          .delete(loanBorrowers)
          .where(and(eq(loanBorrowers.loan_id, loanId), eq(loanBorrowers.borrower_id, options.entityId)))
          .returning()
      ).length;
    } else {
      removed = (
        await tx
          .delete(loanContacts)
          .where(and(eq(loanContacts.loan_id, loanId), eq(loanContacts.contact_id, options.entityId)))
          .returning()
      ).length;
      if (removed === 0) throw new AppError(404, 'Contact is not linked to this loan');
    }
    await touch(tx, loanId);
    if (options.kind === 'borrower') await refreshLoanScores(tx, [loanId]);
    await recordAudit(tx, {
      actor: options.actor,
      action: `loan.remove-${options.kind}`,
      entity_type: 'loan',
      entity_id: loanId,
      before: { [`${options.kind}_id`]: options.entityId },
      after: null,
    });
    return loanId;
  });

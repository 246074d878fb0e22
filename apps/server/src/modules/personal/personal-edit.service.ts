import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { borrowers, contacts, loanContacts } from '../../db/schema/index';
import { ssnContext, ssnLast4, type Crypto } from '../../lib/crypto';
import { assertCurrentVersion } from '../../lib/versioning';
import { changedFields, recordAudit } from '../../plugins/audit';
import type { RequestUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import type { BorrowerUpdate } from '@lending/domain';
import { USER_NOT_FOUND } from './personal-entity';
import { refreshBorrowerLoanScores } from '../scoring/index';

/** The SSN is bound to its borrower: a ciphertext copied onto another row does not decrypt. */
export const updateBorrower = async (
  db: Db,
  {
    id,
    input,
    actor,
    crypto,
  }: { id: string; input: BorrowerUpdate & { version: number }; actor: RequestUser; crypto: Crypto },
) =>
  db.transaction(async (tx) => {
    const [before] = await tx.select().from(borrowers).where(eq(borrowers.id, id)).for('no key update');
    if (!before) throw new AppError(404, USER_NOT_FOUND);
    const { ssn, version, ...fields } = input;
    assertCurrentVersion(before.version, version);
    const secret = ssn
      ? { ssn_ciphertext: crypto.encrypt(ssn, ssnContext(id)), ssn_last4: ssnLast4(ssn) }
      : {};
    const [after] = await tx
      .update(borrowers)
      .set({ ...fields, ...secret, version: before.version + 1, updated_at: new Date() })
      .where(eq(borrowers.id, id))
      .returning();
    const diff = changedFields(before as Record<string, unknown>, fields);
    await refreshBorrowerLoanScores(tx, id);
    // The audit row says that the SSN changed, never what it is.
    await recordAudit(tx, {
      actor,
      action: 'borrower.update',
      entity_type: 'borrower',
      entity_id: id,
      before: diff.before,
      after: ssn ? { ...diff.after, ssn: 'changed' } : diff.after,
    });
    return after!;
  });

export const updateContact = async (
  db: Db,
  {
    id,
    input,
    actor,
  }: {
    id: string;
    input: { first_name: string; last_name: string; email: string; version: number };
    actor: RequestUser;
  },
) =>
  db.transaction(async (tx) => {
    const [before] = await tx.select().from(contacts).where(eq(contacts.id, id)).for('no key update');
    if (!before) throw new AppError(404, USER_NOT_FOUND);
    const { version, ...fields } = input;
    assertCurrentVersion(before.version, version);
    const [after] = await tx
      .update(contacts)
      .set({ ...fields, version: before.version + 1, updated_at: new Date() })
      .where(eq(contacts.id, id))
      .returning();
    const diff = changedFields(before as Record<string, unknown>, fields);
    await recordAudit(tx, {
      actor,
      action: 'contact.update',
      entity_type: 'contact',
      entity_id: id,
      ...diff,
    });
    return after!;
  });

export const addContactToLoan = async (
  db: Db,
  { loanId, contactId, actor }: { loanId: string; contactId: string; actor: RequestUser },
) =>
  db.transaction(async (tx) => {
    const [contact] = await tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, contactId));
    if (!contact) throw new AppError(404, 'Contact not found');
    const inserted = await tx
      .insert(loanContacts)
      .values({ loan_id: loanId, contact_id: contactId })
      .onConflictDoNothing()
      .returning();
    if (inserted.length > 0) {
      await recordAudit(tx, {
        actor,
        action: 'loan.add-contact',
        entity_type: 'loan',
        entity_id: loanId,
        before: null,
        after: { contact_id: contactId },
      });
    }
  });

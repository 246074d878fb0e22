// The e-mail of a borrower or broker contact record identifies a user account (sign-in, the
// personal area, a broker acting for a client). Its owner cannot change it: a new address would
// need to be verified first, so the lender (staff) changes it. Staff calls skip this check.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { borrowers, contacts } from '../../db/schema/index';
import { AppError } from '../../plugins/errors';

const EMAIL_CHANGE_BY_STAFF = 'Only the lender can change the e-mail of your account';

/** 403 when `email` differs from the record's current e-mail (case-insensitive). */
export const assertOwnEmailUnchanged = async (
  db: DbOrTx,
  kind: 'borrower' | 'contact',
  id: string,
  email: string,
): Promise<void> => {
  const table = kind === 'borrower' ? borrowers : contacts;
  const [row] = await db.select({ email: table.email }).from(table).where(eq(table.id, id));
  if (!row) return; // the caller answers 404
  if ((row.email ?? '').trim().toLowerCase() === email.trim().toLowerCase()) return;
  throw new AppError(403, EMAIL_CHANGE_BY_STAFF, [{ path: 'email', message: EMAIL_CHANGE_BY_STAFF }]);
};

import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import type { Role } from '@lending/domain';
import type { RequestUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';

export type LoggedInUser = {
  id: string;
  email: string;
  role: Role;
  name: string;
  first_name: string;
  last_name: string;
  borrower_id?: string;
  contact_id?: string;
};

/**
 * GET /user/logged-in-user/{email} (spec 000 §7, contract "Auth"): the email must be the
 * caller's own unless the caller is admin, who may look up anyone.
 */
export const getLoggedInUser = async (
  db: DbOrTx,
  options: { caller: RequestUser; email: string },
): Promise<LoggedInUser> => {
  const email = options.email.trim().toLowerCase();
  if (email !== options.caller.email.toLowerCase() && options.caller.role !== 'admin') {
    throw new AppError(403, 'You may only load your own user');
  }
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!row || !row.is_active) throw new AppError(404, 'User not found');
  return {
    id: row.id,
    email: row.email,
    role: row.role as Role,
    name: `${row.first_name} ${row.last_name}`.trim() || row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    ...(row.borrower_id ? { borrower_id: row.borrower_id } : {}),
    ...(row.contact_id ? { contact_id: row.contact_id } : {}),
  };
};

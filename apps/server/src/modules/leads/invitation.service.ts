// Invitations to set a password (issue 4 §2): a random token mailed to the person, only its
// hash stored, single use, expiring.
import { createHash, randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { passwordProblem } from '@lending/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { invitations, users } from '../../db/schema/index';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';

const INVITATION_TTL_DAYS = 7;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Creates an invitation for the user; returns the clear token (mailed, never stored). */
export const createInvitation = async (tx: DbOrTx, { userId }: { userId: string }): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(invitations).values({
    user_id: userId,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000),
  });
  return token;
};

export const invitationLink = (baseUrl: string | undefined, token: string): string =>
  `${(baseUrl ?? 'http://localhost:3000').replace(/\/$/, '')}/set-password?token=${encodeURIComponent(token)}`;

/** Sets the password of the invited user; the token then stops working. */
export const acceptInvitation = async (db: Db, { token, password }: { token: string; password: string }) => {
  const passwordHash = await hash(password);
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(invitations)
      .set({ used_at: new Date() })
      .where(
        and(
          eq(invitations.token_hash, hashToken(token)),
          isNull(invitations.used_at),
          gt(invitations.expires_at, new Date()),
        ),
      )
      .returning();
    if (!invitation) throw new AppError(410, 'This invitation link has expired or was already used');
    const [account] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, invitation.user_id));
    const problem = passwordProblem(password, { email: account?.email });
    if (problem) throw new AppError(400, problem, [{ path: 'password', message: problem }]);
    const [user] = await tx
      .update(users)
      .set({
        password_hash: passwordHash,
        token_version: sql`${users.token_version} + 1`,
        updated_at: new Date(),
      })
      .where(eq(users.id, invitation.user_id))
      .returning({ id: users.id, email: users.email, role: users.role });
    if (!user) throw new AppError(410, 'This invitation link has expired or was already used');
    await recordAudit(tx, {
      actor: user,
      action: 'user.accept-invitation',
      entity_type: 'user',
      entity_id: user.id,
      after: { password: 'set' },
    });
    return user;
  });
};

// Built-in sign-in (issue 2 scope 5): argon2 password check, a signed RS256 token, sign-out by
// denylisting the token id, renewal before expiry. Every sign-in is audited.
import { hash, verify } from '@node-rs/argon2';
import { passwordMessages, passwordProblem, type Role, type User } from '@lending/domain';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { revokedTokens, users } from '../../db/schema';
import type { BuiltInIdentity, VerifiedIdentity } from '../../integrations/identity/identity';
import { recordAudit } from '../../plugins/audit';
import type { RequestUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { checkSignInAllowed, recordSignInFailure, recordSignInSuccess } from './login-throttle';
import { epochNow } from '../../lib/clock';

const INVALID_CREDENTIALS = 'Invalid email or password';

// A hash to verify against when the email is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hash('not-a-real-password-for-timing'));

export const login = async (
  db: Db,
  options: { identity: BuiltInIdentity; email: string; password: string; ip?: string },
): Promise<{ token: string; user: User }> => {
  const email = options.email.trim().toLowerCase();
  const attempt = { address: options.ip ?? 'unknown', email };
  // Throttled attempts stop here, before any password check (login-throttle.ts).
  await checkSignInAllowed(db, attempt);
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  // Unknown e-mails (and accounts without a password) verify against a dummy hash: same cost.
  const passwordHash = user?.password_hash ?? (await timingDummy());
  const matches = await verify(passwordHash, options.password).catch(() => false);
  if (!user || !user.password_hash || !matches || !user.is_active) {
    await recordSignInFailure(db, attempt);
    throw new AppError(401, INVALID_CREDENTIALS);
  }
  await recordSignInSuccess(db, attempt);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ last_login_at: new Date() }).where(eq(users.id, user.id));
    await recordAudit(tx, {
      actor: { id: user.id, email: user.email },
      action: 'auth.login',
      entity_type: 'user',
      entity_id: user.id,
      ip: options.ip,
    });
    const token = await options.identity.issueToken({
      id: user.id,
      email: user.email,
      role: user.role,
      token_version: user.token_version,
    });
    return { token, user: signedInUser(user) };
  });
};

/**
 * The user as GET /user/logged-in-user/{email} answers it (issue 21: the login answer carries it
 * so the browser need not ask one round trip later).
 */
const signedInUser = (row: typeof users.$inferSelect): User => ({
  id: row.id,
  email: row.email,
  role: row.role as Role,
  name: `${row.first_name} ${row.last_name}`.trim() || row.email,
  ...(row.borrower_id ? { borrower_id: row.borrower_id } : {}),
  ...(row.contact_id ? { contact_id: row.contact_id } : {}),
});

/** Puts the token on the denylist until its own expiry; later calls with it get 401. */
const revokeToken = async (db: Db, identity: VerifiedIdentity, fallbackTtlSeconds: number): Promise<void> => {
  if (!identity.jti) return;
  const expiresAt = new Date((identity.expiresAt ?? epochNow() + fallbackTtlSeconds) * 1000);
  await db.insert(revokedTokens).values({ jti: identity.jti, expires_at: expiresAt }).onConflictDoNothing();
  await db.delete(revokedTokens).where(lt(revokedTokens.expires_at, new Date()));
};

export const logout = async (
  db: Db,
  options: { identity: VerifiedIdentity; user: RequestUser; ttlSeconds: number; everywhere?: boolean },
): Promise<void> => {
  await revokeToken(db, options.identity, options.ttlSeconds);
  await db.transaction(async (tx) => {
    if (options.everywhere) {
      await tx
        .update(users)
        .set({ token_version: sql`${users.token_version} + 1` })
        .where(eq(users.id, options.user.id));
    }
    await recordAudit(tx, {
      actor: options.user,
      action: options.everywhere ? 'auth.logout-everywhere' : 'auth.logout',
      entity_type: 'user',
      entity_id: options.user.id,
    });
  });
};

/** A fresh token for a still-valid one; the old token is signed out so only one stays live. */
export const refresh = async (
  db: Db,
  options: { identity: BuiltInIdentity; current: VerifiedIdentity; user: RequestUser },
): Promise<{ token: string }> => {
  const [row] = await db
    .select({ token_version: users.token_version })
    .from(users)
    .where(eq(users.id, options.user.id));
  const token = await options.identity.issueToken({
    id: options.user.id,
    email: options.user.email,
    role: options.user.role,
    token_version: row?.token_version ?? 0,
  });
  await revokeToken(db, options.current, options.identity.ttlSeconds);
  return { token };
};

/**
 * Changes the signed-in user's password (built-in identity): the current password must be right
 * (a wrong one counts as a failed sign-in, so this route cannot be used to guess), the new one must
 * pass the password rules; every other session of the user is signed out. Returns a fresh token.
 */
export const changePassword = async (
  db: Db,
  options: {
    identity: BuiltInIdentity;
    user: RequestUser;
    currentPassword: string;
    newPassword: string;
    ip?: string;
  },
): Promise<{ token: string }> => {
  const attempt = { address: options.ip ?? 'unknown', email: options.user.email.toLowerCase() };
  await checkSignInAllowed(db, attempt);
  const [row] = await db.select().from(users).where(eq(users.id, options.user.id)).limit(1);
  const matches = await verify(row?.password_hash ?? (await timingDummy()), options.currentPassword).catch(
    () => false,
  );
  if (!row || !row.password_hash || !matches) {
    await recordSignInFailure(db, attempt);
    throw new AppError(400, passwordMessages.currentWrong, [
      { path: 'current_password', message: passwordMessages.currentWrong },
    ]);
  }
  const problem =
    options.newPassword === options.currentPassword
      ? passwordMessages.sameAsCurrent
      : passwordProblem(options.newPassword, { email: row.email });
  if (problem) throw new AppError(400, problem, [{ path: 'new_password', message: problem }]);
  const passwordHash = await hash(options.newPassword);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        password_hash: passwordHash,
        token_version: sql`${users.token_version} + 1`,
        updated_at: new Date(),
      })
      .where(eq(users.id, row.id))
      .returning({ token_version: users.token_version });
    await recordAudit(tx, {
      actor: options.user,
      action: 'auth.password-change',
      entity_type: 'user',
      entity_id: row.id,
      after: { password: 'changed' },
      ip: options.ip,
    });
    const token = await options.identity.issueToken({
      id: row.id,
      email: row.email,
      role: row.role,
      token_version: updated!.token_version,
    });
    return { token };
  });
};

// Sign-in throttling (issue 13, login hardening), with counters in PostgreSQL so every app process
// sees the same ones. Failed attempts are counted three ways:
// - per address (any accounts): stops one address guessing across many accounts;
// - per address and account: stops one address guessing one account; the real user signing in
//   from elsewhere is not affected;
// - per account (from all addresses): stops guessing one account from many addresses. This one
//   does not lock the real user out: an address the account has signed in from before passes.
// Checked before the password is looked at (a throttled attempt learns nothing, costs no hash),
// and the same way for known and unknown e-mails (no account enumeration).
import { createHash } from 'node:crypto';
import { signInLimitMessages } from '@lending/domain';
import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle } from '../../db/schema';
import { AppError } from '../../plugins/errors';

export const SIGN_IN_LIMITS = {
  /** Failed attempts from one address, any accounts, per window. */
  address: { max: 30, windowSeconds: 15 * 60 },
  /** Failed attempts from one address on one account, per window. */
  pair: { max: 5, windowSeconds: 15 * 60 },
  /** Failed attempts on one account from all addresses, per window (unknown addresses only). */
  account: { max: 20, windowSeconds: 60 * 60 },
  /** How long a successful sign-in makes an address "known" to the account. */
  knownAddressDays: 90,
} as const;

type Kind = 'address' | 'pair' | 'account';

export class SignInLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

const keyOf = (kind: Kind, value: string): string =>
  createHash('sha256').update(`${kind}:${value}`).digest('hex');

const keysFor = (address: string, email: string): Record<Kind, string> => ({
  address: keyOf('address', address),
  pair: keyOf('pair', `${address}|${email}`),
  account: keyOf('account', email),
});

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** Refuses the attempt (429 with a notice saying how to get past it) when a limit is reached. */
export const checkSignInAllowed = async (
  db: Db,
  input: { address: string; email: string },
): Promise<void> => {
  const keys = keysFor(input.address, input.email);
  const rows = await db
    .select()
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, Object.values(keys)));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const now = Date.now();
  const over = (kind: Kind): number | null => {
    const row = byKey.get(keys[kind]);
    const limit = SIGN_IN_LIMITS[kind];
    if (!row || row.failures < limit.max) return null;
    const endsAt = row.window_started_at.getTime() + limit.windowSeconds * 1000;
    return endsAt > now ? Math.ceil((endsAt - now) / 1000) : null;
  };
  const address = over('address');
  if (address !== null) throw new SignInLimitedError(signInLimitMessages.address(minutes(address)), address);
  const pair = over('pair');
  if (pair !== null) throw new SignInLimitedError(signInLimitMessages.pair(minutes(pair)), pair);
  const account = over('account');
  if (account !== null) {
    const lastSuccess = byKey.get(keys.pair)?.last_success_at?.getTime();
    const known =
      lastSuccess !== undefined && now - lastSuccess < SIGN_IN_LIMITS.knownAddressDays * 86_400_000;
    if (!known) throw new SignInLimitedError(signInLimitMessages.account(minutes(account)), account);
  }
};

/** Counts one failed attempt on the three counters (atomic upserts; a finished window restarts at 1). */
export const recordSignInFailure = async (
  db: Db,
  input: { address: string; email: string },
): Promise<void> => {
  const keys = keysFor(input.address, input.email);
  for (const kind of ['address', 'pair', 'account'] as const) {
    const expired = sql`${loginThrottle.window_started_at} < now() - make_interval(secs => ${SIGN_IN_LIMITS[kind].windowSeconds})`;
    await db
      .insert(loginThrottle)
      .values({ key: keys[kind], failures: 1 })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
          window_started_at: sql`CASE WHEN ${expired} THEN now() ELSE ${loginThrottle.window_started_at} END`,
          updated_at: sql`now()`,
        },
      });
  }
  // Now and then, forget counters nobody touched for longer than an address stays known.
  if (Math.random() < 0.01) {
    await db
      .delete(loginThrottle)
      .where(
        lt(loginThrottle.updated_at, new Date(Date.now() - SIGN_IN_LIMITS.knownAddressDays * 86_400_000)),
      );
  }
};

/** A successful sign-in: this address's counter for the account restarts, and the address becomes known. */
export const recordSignInSuccess = async (
  db: Db,
  input: { address: string; email: string },
): Promise<void> => {
  const { pair } = keysFor(input.address, input.email);
  await db
    .insert(loginThrottle)
    .values({ key: pair, failures: 0, last_success_at: new Date() })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: 0,
        window_started_at: new Date(),
        last_success_at: new Date(),
        updated_at: new Date(),
      },
    });
};

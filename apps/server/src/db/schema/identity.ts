import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * The built-in identity service's RS256 signing keys. Kept in the database so every app process
 * (production mode) signs and verifies with the same keys, and tokens survive restarts.
 */
export const signingKeys = pgTable('signing_keys', {
  kid: text().primaryKey(),
  public_jwk: text().notNull(),
  /** Legacy: moved to DATA_DIR/keys (encrypted) on start and cleared; always null afterwards. */
  private_pkcs8: text(),
  is_active: boolean().notNull().default(true),
  created_at: createdAt(),
});

/** Signed-out tokens (by jti) until they would have expired anyway. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text().primaryKey(),
  expires_at: timestamp({ withTimezone: true }).notNull(),
});

/** Invitation to set a password (lead conversion); only the hash of the token is stored. */
export const invitations = pgTable('invitations', {
  id: id(),
  user_id: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  token_hash: text().notNull().unique(),
  expires_at: timestamp({ withTimezone: true }).notNull(),
  used_at: timestamp({ withTimezone: true }),
  created_at: createdAt(),
});

/**
 * Failed sign-in counters (issue 13, login hardening), shared by every app process. `key` is the
 * sha256 of "addr:<address>", "acct:<email>" or "pair:<address>|<email>"; a pair row's
 * last_success_at marks an address the account has signed in from.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text().primaryKey(),
    failures: integer().notNull().default(0),
    window_started_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    last_success_at: timestamp({ withTimezone: true }),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_throttle_updated_at_idx').on(table.updated_at)],
);

import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/** Integration API keys (issue 22): only the key's SHA-256 is kept; `prefix` tells keys apart in lists. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    name: text().notNull(),
    prefix: text().notNull(),
    key_hash: text().notNull(),
    scopes: text().array().notNull(),
    created_by: uuid()
      .notNull()
      .references(() => users.id),
    created_at: createdAt(),
    last_used_at: timestamp({ withTimezone: true }),
    revoked_at: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_key_hash_idx').on(t.key_hash)],
);

/** OAuth2 client-credentials access tokens (issue 22): only the SHA-256; they act as their key. */
export const apiKeyTokens = pgTable(
  'api_key_tokens',
  {
    id: id(),
    api_key_id: uuid()
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    token_hash: text().notNull(),
    scopes: text().array().notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('api_key_tokens_token_hash_idx').on(t.token_hash),
    index('api_key_tokens_expires_at_idx').on(t.expires_at),
  ],
);

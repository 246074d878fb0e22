import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

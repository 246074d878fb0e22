import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { activities } from './activities';
import { borrowers } from './borrowers';

/**
 * A bank connection made through the account-linking provider. The access token is encrypted
 * at rest and never leaves the server; the public token's hash refuses a replayed link.
 */
export const plaidItems = pgTable(
  'plaid_items',
  {
    id: id(),
    activity_id: uuid().references(() => activities.id, { onDelete: 'cascade' }),
    borrower_id: uuid().references(() => borrowers.id, { onDelete: 'cascade' }),
    item_id: text(),
    institution_name: text(),
    access_token_ciphertext: text().notNull(),
    public_token_hash: text().notNull().unique(),
    liquidity: jsonb().$type<Record<string, unknown>>(),
    is_sandbox: boolean().notNull().default(true),
    created_at: createdAt(),
  },
  (t) => [index('plaid_items_activity_idx').on(t.activity_id)],
);

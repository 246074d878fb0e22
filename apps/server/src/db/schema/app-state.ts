import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small named values of the app (e.g. the seed marker, the loans data version for ETags). */
export const appState = pgTable('app_state', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

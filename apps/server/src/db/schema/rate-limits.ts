import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Rate-limit counters shared by every server on the database (issue 10, lib/rate-limit-store.ts). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_at_idx').on(t.expires_at)],
);

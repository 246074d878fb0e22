import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Report vendor callbacks already received (issue 24): one row per signed delivery, kept while its
 * signature could still be accepted, so a captured delivery replayed within its window is a no-op
 * on every server of the database (modules/reports/report-webhook-replay.ts).
 */
export const reportWebhookDeliveries = pgTable(
  'report_webhook_deliveries',
  {
    source: text().notNull(),
    /** SHA-256 of `<timestamp>.<raw body>`: what the vendor's signature covers. */
    delivery_id: text().notNull(),
    /** Epoch seconds after which the delivery's timestamp is refused anyway (then the row may go). */
    keep_until: bigint({ mode: 'number' }).notNull(),
    received_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.delivery_id] }),
    index('report_webhook_deliveries_keep_until_idx').on(t.keep_until),
  ],
);

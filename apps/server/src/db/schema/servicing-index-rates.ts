import { date, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { users } from './users';

/** Rate index values (issue 19 item 1, migration 0031): SOFR and others, per effective date, in percent. */
export const servicingIndexRates = pgTable(
  'servicing_index_rates',
  {
    id: id(),
    index_name: text().notNull(),
    effective_date: date().notNull(),
    value_percent: numeric({ precision: 9, scale: 6 }).notNull(),
    /** 'staff' (entered one by one) or 'csv' (loaded from a file). */
    source: text().notNull().default('staff'),
    entered_by: uuid().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('servicing_index_rates_date_idx').on(t.index_name, t.effective_date)],
);

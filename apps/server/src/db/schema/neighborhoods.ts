import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** A neighbourhood (by ZIP code) with its demographic data and score. */
export const neighborhoods = pgTable(
  'neighborhoods',
  {
    id: id(),
    name: text().notNull(),
    zipcode: text(),
    city: text(),
    state: text(),
    score: integer(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    created_at: createdAt(),
  },
  (t) => [index('neighborhoods_zip_idx').on(t.zipcode)],
);

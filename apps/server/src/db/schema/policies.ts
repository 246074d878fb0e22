import { boolean, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * One requirement of the investment policy (001 §3 requirements): per field of property,
 * borrower or neighborhood, a min or max threshold with its top/mid bands for the indicators.
 */
export const policies = pgTable(
  'policies',
  {
    id: id(),
    entity_type: text().notNull(),
    field: text().notNull(),
    title: text().notNull(),
    position: integer().notNull().default(0),
    prefix: text(),
    suffix: text(),
    value: numeric({ precision: 18, scale: 4, mode: 'number' }).notNull(),
    value_out_of_range: text(),
    func: text().notNull(),
    diff_top: numeric({ precision: 9, scale: 4, mode: 'number' }).notNull().default(0),
    diff_mid: numeric({ precision: 9, scale: 4, mode: 'number' }).notNull().default(0),
    is_active: boolean().notNull().default(true),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('policies_entity_field_uq').on(t.entity_type, t.field)],
);

import { doublePrecision, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money, updatedAt } from './columns';
import { loans } from './loans';
import { neighborhoods } from './neighborhoods';

/** A property of a loan (spec 000 §3, 002 §3). `details` keeps the pre-qualification facts. */
export const properties = pgTable(
  'properties',
  {
    id: id(),
    loan_id: uuid().references(() => loans.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    property_type: text().notNull(),
    address_address: text(),
    address_city: text(),
    address_state: text(),
    address_zipcode: text(),
    address_country: text().notNull().default('US'),
    lat: doublePrecision().notNull().default(0),
    lng: doublePrecision().notNull().default(0),
    purchase_price: money(),
    number_of_units: integer(),
    number_of_commercial_units: integer(),
    score: integer(),
    neighborhood_id: uuid().references(() => neighborhoods.id, { onDelete: 'set null' }),
    /** bedrooms, bathrooms, square footage, incomes, expenses, NOI, rehab budget, occupancy... */
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    created_at: createdAt(),
    updated_at: updatedAt(),
    /** Optimistic concurrency: each update sends the version it read; a stale one gets 409. */
    version: integer().notNull().default(1),
  },
  (t) => [index('properties_loan_idx').on(t.loan_id, t.position)],
);

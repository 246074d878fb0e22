// Column conventions shared by every table. Money is exact (numeric(14,2)); times that travel on
// the wire as epoch seconds (spec: *_epoch, last_update, date_of_birth...) are stored as bigint
// seconds so no layer converts them; bookkeeping times are timestamptz.
import { bigint, numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid().primaryKey().defaultRandom();
export const money = () => numeric({ precision: 14, scale: 2, mode: 'number' });
export const epoch = () => bigint({ mode: 'number' });
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

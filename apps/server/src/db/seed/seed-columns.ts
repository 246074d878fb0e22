// Column lists (with PostgreSQL types) of the tables the seed bulk-inserts.
import type { BulkColumn } from './bulk-insert';

/** 'name:type' pairs to bulk-insert columns. */
export const cols = (...specs: string[]): BulkColumn[] =>
  specs.map((spec) => {
    const [name, type] = spec.split(':') as [string, BulkColumn['type']];
    return { name, type };
  });

export const PROPERTY_COLUMNS = cols(
  'loan_id:uuid',
  'position:integer',
  'property_type:text',
  'address_address:text',
  'address_city:text',
  'address_state:text',
  'address_zipcode:text',
  'lat:double precision',
  'lng:double precision',
  'purchase_price:numeric',
  'number_of_units:integer',
  'number_of_commercial_units:integer',
  'score:integer',
  'neighborhood_id:uuid',
  'details:jsonb',
);

export const ACTIVITY_COLUMNS: BulkColumn[] = [
  { name: 'loan_id', type: 'uuid' },
  { name: 'borrower_id', type: 'uuid' },
  { name: 'entity_type', type: 'text' },
  { name: 'entity_id', type: 'uuid' },
  { name: 'activity_type', type: 'text' },
  { name: 'name', type: 'text' },
  { name: 'document_name', type: 'text' },
  { name: 'description', type: 'text' },
  { name: 'state', type: 'text' },
  { name: 'status_text', type: 'text' },
  { name: 'state_epoch', type: 'bigint' },
  { name: 'due_epoch', type: 'bigint' },
  { name: 'last_update', type: 'bigint' },
  { name: 'owner_id', type: 'uuid' },
  { name: 'report_type', type: 'text' },
  { name: 'data', type: 'jsonb' },
  { name: 'is_main', type: 'boolean' },
];
export const PROCESS_COLUMNS: BulkColumn[] = [
  { name: 'activity_id', type: 'uuid' },
  { name: 'state', type: 'text' },
  { name: 'state_epoch', type: 'bigint' },
  { name: 'data_to_display', type: 'jsonb' },
];

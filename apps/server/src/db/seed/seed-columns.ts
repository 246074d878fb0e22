// Column lists (with PostgreSQL types) of the tables the seed bulk-inserts, and a generated loan as its row.
import type { loans } from '../schema';
import type { BulkColumn } from './bulk-insert';
import type { SeedLoan } from './generate';

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

/** A generated loan as its row of `loans`, owned by the demo admin. */
export const toLoanRow = (loan: SeedLoan, ownerId: string): typeof loans.$inferInsert => ({
  human_id: loan.human_id,
  name: loan.name,
  status: loan.status,
  archived: loan.archived,
  archived_epoch: loan.archived_epoch,
  rejection_reason: loan.rejection_reason,
  amount: loan.amount,
  amount_at_closing: loan.amount_at_closing,
  purpose: loan.purpose,
  duration_months: loan.duration_months,
  exit_strategy: loan.exit_strategy,
  interest_rate: loan.interest_rate,
  construction_reserve: loan.construction_reserve,
  purchase_price: loan.purchase_price,
  expected_closing_epoch: loan.expected_closing_epoch,
  funded_epoch: loan.funded_epoch,
  paid_off_epoch: loan.paid_off_epoch,
  last_update: loan.last_update,
  score: loan.score,
  story: loan.story,
  owner_user_id: ownerId,
});

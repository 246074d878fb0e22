import { describe, expect, it } from 'vitest';
import { borrowerSchema } from './people-entities';
import { loanSchema } from './loan-entity';
import { activitySchema } from './activity-entity';
import { errorBodySchema, issuesToDetails } from './error-body';

const loan = {
  id: 'a1b2',
  human_id: '10042',
  name: '10042 - 118 Maple Ave, Austin',
  archived: false,
  amount: '750000.00',
  amount_at_closing: null,
  purpose: 'Purchase',
  duration_months: 12,
  exit_strategy: 'Sale',
  interest_rate: '0.1050',
  construction_reserve: null,
  purchase_price: 900000,
  expected_closing_epoch: 1_790_000_000,
  last_update: 1_760_000_000,
  score: null,
  status: { state: 'Preliminary', suggested_steps: [] },
  properties: [
    {
      id: 'p1',
      property_type: 'Castle',
      address_address: '118 Maple Ave',
      address_city: 'Austin',
      address_state: 'TX',
      address_zipcode: '78704',
      coordinates: { lat: '30.2437', lng: -97.7671 },
      purchase_price: null,
      number_of_units: 1,
      number_of_commercial_units: null,
      score: null,
    },
  ],
  borrowers: [
    {
      id: 'b1',
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane@example.com',
      score: 700,
      ssn: '123456789',
    },
  ],
  contacts: [],
  neighborhoods: [],
  insights: [],
  owner_user: { name: 'Admin' },
  story: null,
  google_drive_folder_id: null,
  spreadsheet_id: null,
  version: 3,
  internal_notes: 'secret',
};

describe('response allow-lists (docs/contract.md)', () => {
  it('the loan keeps contract fields only and turns numeric strings into numbers', () => {
    const out = loanSchema.parse(loan);
    expect(out).not.toHaveProperty('internal_notes');
    expect(out.borrowers[0]).not.toHaveProperty('ssn');
    expect(out.amount).toBe(750000);
    expect(out.interest_rate).toBe(0.105);
    expect(out.properties[0]?.coordinates.lat).toBe(30.2437);
    // Unknown property types pass through (they show as 'Error').
    expect(out.properties[0]?.property_type).toBe('Castle');
  });

  it('rejects an unknown loan status', () => {
    expect(
      loanSchema.safeParse({ ...loan, status: { state: 'Approved', suggested_steps: [] } }).success,
    ).toBe(false);
  });

  it('a borrower never carries an SSN', () => {
    const out = borrowerSchema.parse({
      id: 'b1',
      first_name: 'J',
      last_name: 'D',
      email: null,
      ssn: '123-45-6789',
      ssn_encrypted: 'x',
    });
    expect(JSON.stringify(out)).not.toContain('123');
  });

  it('activities use the wire types and states', () => {
    const activity = {
      activity_id: 'x',
      loan_id: 'l',
      borrower_id: null,
      contact_id: null,
      activity_type: 'term-sheet',
      name: 'Term Sheet',
      document_name: null,
      description: null,
      entity_type: 'loan',
      status: { state: 'in_progress', text: null, epoch: 1 },
      due_epoch: null,
      last_update: 1,
      parent_id: null,
      owner_id: null,
      loan_name: null,
      done: false,
      processes: [],
      docusign_envelope_id: null,
      report_type: null,
      url: null,
      mails: [],
    };
    expect(activitySchema.safeParse(activity).success).toBe(true);
    expect(activitySchema.safeParse({ ...activity, activity_type: 'term_sheet' }).success).toBe(false);
    expect(
      activitySchema.safeParse({ ...activity, status: { state: 'In Progress', text: null, epoch: 1 } })
        .success,
    ).toBe(false);
  });

  it('the error body and details', () => {
    const details = issuesToDetails([
      { path: ['properties', 0, 'address'], message: '* Enter a valid address' },
    ]);
    expect(details).toEqual([{ path: 'properties.0.address', message: '* Enter a valid address' }]);
    expect(
      errorBodySchema.safeParse({ status_code: 400, error: 'Bad Request', message: 'Invalid', details })
        .success,
    ).toBe(true);
  });
});

import type { LoanListItem } from '../api/types';

let counter = 0;

/** A list loan with sensible defaults, for the pure helpers' tests. */
export const makeLoan = (
  overrides: Partial<LoanListItem> & { propertyType?: string; state?: string; city?: string } = {},
): LoanListItem => {
  counter += 1;
  const { propertyType = 'Condo', state = 'TX', city = 'Austin', ...rest } = overrides;
  return {
    id: `loan-${counter}`,
    human_id: String(10000 + counter),
    name: `${10000 + counter} - ${counter} Main St, ${city}`,
    archived: false,
    amount: 100_000 * counter,
    amount_at_closing: null,
    purpose: 'Purchase',
    duration_months: 12,
    exit_strategy: null,
    interest_rate: 0.1,
    construction_reserve: null,
    purchase_price: null,
    expected_closing_epoch: null,
    last_update: 1_700_000_000,
    score: 70,
    status: { state: 'Preliminary', suggested_steps: [] },
    properties: [
      {
        id: `property-${counter}`,
        property_type: propertyType,
        address_address: `${counter} Main St`,
        address_city: city,
        address_state: state,
        address_zipcode: '78701',
        coordinates: { lat: 30.27, lng: -97.74 },
        purchase_price: null,
        number_of_units: 1,
        number_of_commercial_units: 0,
        score: null,
      },
    ],
    borrowers: [],
    contacts: [],
    neighborhoods: [],
    insights: [],
    owner_user: null,
    story: null,
    google_drive_folder_id: null,
    spreadsheet_id: null,
    version: 1,
    ...rest,
  } as LoanListItem;
};

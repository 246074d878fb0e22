import { describe, expect, it } from 'vitest';
import type { PersonalBorrower } from '../api/personal-types';
import { borrowerEditValidate, toBorrowerFormValues, toBorrowerPayload } from './borrower-form';

const borrower: PersonalBorrower = {
  id: 'b1',
  first_name: 'Brenda',
  last_name: 'Walsh',
  email: 'brenda@example.com',
  phone: '512-5550142',
  date_of_birth: Date.UTC(1981, 4, 12) / 1000,
  credit_score: null,
  address_address: '2104 Lakeshore Blvd',
  address_city: 'Austin',
  address_state: 'TX',
  address_zipcode: '78704',
  contact_type: null,
  has_ssn: true,
  ssn_last4: '6789',
  loans: [],
  version: 1,
};

describe('borrower edit form (002 §5)', () => {
  it('starts from the record with the SSN locked and empty', () => {
    const values = toBorrowerFormValues(borrower);
    expect(values).toMatchObject({
      phone_code: '512',
      phone_number: '5550142',
      birth_of_date: '1981-05-12',
      ssn: '',
      is_editing_ssn: false,
    });
    expect(borrowerEditValidate(values)).toEqual({});
  });

  it('gives the spec messages', () => {
    const values = {
      ...toBorrowerFormValues(borrower),
      first_name: ' ',
      phone_code: '51',
      phone_number: '',
      email: 'x@',
      zip: '',
    };
    expect(borrowerEditValidate(values)).toMatchObject({
      first_name: 'First name is required',
      phone_code: 'Phone code is not valid',
      phone_number: 'Phone number is required',
      email: 'Invalid email',
      zip: 'Zip code is required',
    });
  });

  it('requires and checks the SSN only while it is being edited', () => {
    const editing = { ...toBorrowerFormValues(borrower), is_editing_ssn: true };
    expect(borrowerEditValidate(editing).ssn).toBe('SSN is required');
    expect(borrowerEditValidate({ ...editing, ssn: '900123456' }).ssn).toBe('SSN is not valid');
    expect(borrowerEditValidate({ ...editing, ssn: '219098765' }).ssn).toBeUndefined();
  });

  it('sends the 002 §7 payload, with the ssn only when edited', () => {
    const values = toBorrowerFormValues(borrower);
    expect(toBorrowerPayload(values)).toEqual({
      first_name: 'Brenda',
      last_name: 'Walsh',
      phone: '512-5550142',
      date_of_birth: Date.UTC(1981, 4, 12) / 1000,
      email: 'brenda@example.com',
      address_address: '2104 Lakeshore Blvd',
      address_city: 'Austin',
      address_state: 'TX',
      address_zipcode: '78704',
    });
    expect(toBorrowerPayload({ ...values, is_editing_ssn: true, ssn: '219098765' }).ssn).toBe('219098765');
  });
});

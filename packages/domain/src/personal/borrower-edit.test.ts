import { describe, expect, it } from 'vitest';
import {
  borrowerEditSchema,
  borrowerEditSsnSchema,
  borrowerUpdateBodySchema,
  contactEditSchema,
  toBorrowerUpdateBody,
} from './borrower-edit';
import { isValidSsn } from './ssn';

const valid = {
  first_name: 'Jane',
  last_name: 'Doe',
  birth_of_date: '1980-04-12',
  phone_code: '512',
  phone_number: '5550142',
  email: 'jane@example.com',
  address: '118 Maple Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78704',
};

const messagesOf = (schema: typeof borrowerEditSchema, over: Record<string, unknown>) =>
  Object.fromEntries(
    (schema.safeParse({ ...valid, ...over }).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

describe('SSN rules (002 §5)', () => {
  it.each(['123456789', '123-45-6789', '899-99-9999', '665-01-0001'])('%s is valid', (ssn) => {
    expect(isValidSsn(ssn)).toBe(true);
  });
  it.each([
    ['000-12-3456', 'area 000'],
    ['666-12-3456', 'area 666'],
    ['900-12-3456', 'area 9xx'],
    ['999-12-3456', 'area 9xx'],
    ['123-00-4567', 'group 00'],
    ['123-45-0000', 'serial 0000'],
    ['12345678', 'eight digits'],
    ['1234567890', 'ten digits'],
    ['12345678a', 'a letter'],
  ])('%s is not valid (%s)', (ssn) => {
    expect(isValidSsn(ssn)).toBe(false);
  });

  it("'SSN is required' only when the SSN is being edited", () => {
    expect(messagesOf(borrowerEditSchema, { ssn: '' })).toEqual({});
    expect(messagesOf(borrowerEditSsnSchema, { ssn: '' })).toEqual({ ssn: 'SSN is required' });
    expect(messagesOf(borrowerEditSsnSchema, {})).toEqual({ ssn: 'SSN is required' });
  });

  it("an invalid SSN reads 'SSN is not valid' in both modes", () => {
    expect(messagesOf(borrowerEditSchema, { ssn: '666-12-3456' })).toEqual({ ssn: 'SSN is not valid' });
    expect(messagesOf(borrowerEditSsnSchema, { ssn: '123-00-4567' })).toEqual({ ssn: 'SSN is not valid' });
  });
});

describe('borrower edit form (002 §5)', () => {
  it('every required field has its message', () => {
    const blank = Object.fromEntries(Object.keys(valid).map((k) => [k, '']));
    expect(messagesOf(borrowerEditSchema, blank)).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      birth_of_date: 'Birth date is required',
      phone_code: 'Phone code is required',
      phone_number: 'Phone number is required',
      email: 'Email is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zip: 'Zip code is required',
    });
  });

  it('format messages', () => {
    expect(messagesOf(borrowerEditSchema, { birth_of_date: '12/04/1980' })).toEqual({
      birth_of_date: 'Birth date is not valid',
    });
    expect(messagesOf(borrowerEditSchema, { birth_of_date: '1980-02-31' })).toEqual({
      birth_of_date: 'Birth date is not valid',
    });
    expect(messagesOf(borrowerEditSchema, { phone_code: '51' })).toEqual({
      phone_code: 'Phone code is not valid',
    });
    expect(messagesOf(borrowerEditSchema, { phone_code: '5123' })).toEqual({
      phone_code: 'Phone code is not valid',
    });
    expect(messagesOf(borrowerEditSchema, { phone_number: '555014' })).toEqual({
      phone_number: 'Phone number is not valid',
    });
    expect(messagesOf(borrowerEditSchema, { email: 'jane@' })).toEqual({ email: 'Invalid email' });
  });

  it('builds the update payload (phone code-number, birth date in epoch seconds)', () => {
    const body = toBorrowerUpdateBody(borrowerEditSsnSchema.parse({ ...valid, ssn: '123-45-6789' }));
    expect(body).toMatchObject({
      phone: '512-5550142',
      date_of_birth: Date.UTC(1980, 3, 12) / 1000,
      ssn: '123456789',
      address_zipcode: '78704',
    });
    expect(borrowerUpdateBodySchema.safeParse(body).success).toBe(true);
    expect(
      borrowerUpdateBodySchema.safeParse({ ...body, ssn: '000-11-2222' }).error?.issues[0]?.message,
    ).toBe('SSN is not valid');
  });

  it('contact edit uses the same messages', () => {
    const result = contactEditSchema.safeParse({ first_name: '', last_name: '', email: 'x' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'First name is required',
      'Last name is required',
      'Invalid email',
    ]);
  });
});

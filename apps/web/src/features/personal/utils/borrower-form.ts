import type { BorrowerUpdatePayload } from '../api/update-borrower';
import type { PersonalBorrower } from '../api/personal-types';

// The personal page's borrower edit form (002 §5) in the form's own field names; the payload of
// 002 §7 is built from it on submit.
export type BorrowerFormValues = {
  first_name: string;
  last_name: string;
  birth_of_date: string;
  is_editing_ssn: boolean;
  ssn: string;
  phone_code: string;
  phone_number: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zip: string;
};

const isoDate = (epoch: number | null): string => (epoch === null ? '' : new Date(epoch * 1000).toISOString().slice(0, 10));

export const toBorrowerFormValues = (borrower: PersonalBorrower): BorrowerFormValues => {
  const [code = '', number = ''] = (borrower.phone ?? '').split('-');
  return {
    first_name: borrower.first_name,
    last_name: borrower.last_name,
    birth_of_date: isoDate(borrower.date_of_birth),
    is_editing_ssn: false,
    ssn: '',
    phone_code: code,
    phone_number: number,
    email: borrower.email ?? '',
    address: borrower.address_address ?? '',
    city: borrower.address_city ?? '',
    state: borrower.address_state ?? '',
    zip: borrower.address_zipcode ?? '',
  };
};

export const toBorrowerPayload = (values: BorrowerFormValues): BorrowerUpdatePayload => ({
  first_name: values.first_name.trim(),
  last_name: values.last_name.trim(),
  phone: `${values.phone_code.trim()}-${values.phone_number.trim()}`,
  date_of_birth: Math.floor(Date.parse(`${values.birth_of_date.slice(0, 10)}T00:00:00Z`) / 1000),
  email: values.email.trim(),
  address_address: values.address.trim(),
  address_city: values.city.trim(),
  address_state: values.state.trim(),
  address_zipcode: values.zip.trim(),
  ...(values.is_editing_ssn ? { ssn: values.ssn } : {}),
});

// 002 §5: nine digits; no 000, 666 or 9xx area, no 00 group, no 0000 serial.
const SSN_PATTERN = /^(?!000|666|9\d\d)\d{3}(?!00)\d{2}(?!0000)\d{4}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requiredText = (message: string) => (value: string) => (value.trim() === '' ? message : null);

export const borrowerEditValidate = {
  first_name: requiredText('First name is required'),
  last_name: requiredText('Last name is required'),
  birth_of_date: (value: string) => {
    if (!value) return 'Birth date is required';
    const day = value.slice(0, 10);
    return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && day >= '1900-01-01'
      ? null
      : 'Birth date is not valid';
  },
  ssn: (value: string, values: BorrowerFormValues) => {
    if (!values.is_editing_ssn) return null;
    if (value === '') return 'SSN is required';
    return SSN_PATTERN.test(value) ? null : 'SSN is not valid';
  },
  phone_code: (value: string) => (value.trim() === '' ? 'Phone code is required' : /^\d{3}$/.test(value.trim()) ? null : 'Phone code is not valid'),
  phone_number: (value: string) =>
    value.trim() === '' ? 'Phone number is required' : /^\d{7}$/.test(value.trim()) ? null : 'Phone number is not valid',
  email: (value: string) => (value.trim() === '' ? 'Email is required' : EMAIL_PATTERN.test(value.trim()) ? null : 'Invalid email'),
  address: requiredText('Address is required'),
  city: requiredText('City is required'),
  state: requiredText('State is required'),
  zip: requiredText('Zip code is required'),
};

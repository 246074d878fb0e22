import { borrowerEditSchema, borrowerEditSsnSchema } from '@lending/domain';
import { zod4Resolver } from 'mantine-form-zod-resolver';
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

const isoDate = (epoch: number | null): string =>
  epoch === null ? '' : new Date(epoch * 1000).toISOString().slice(0, 10);

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

/** 002 §5 with the domain's schemas: the SSN is required only while it is being edited. */
export const borrowerEditValidate = (values: BorrowerFormValues) =>
  zod4Resolver(values.is_editing_ssn ? borrowerEditSsnSchema : borrowerEditSchema)(values);

import { z } from 'zod';
import { isoDateToEpoch } from '../format/dates';
import { messages } from '../messages/messages';
import { isValidEmail } from '../prequal/prequal-parse';
import { isValidSsn, ssnDigits } from './ssn';

// 002 §5 borrower edit form (personal page) with its exact messages, and the update payload of
// PUT /personal/borrower/update/{id} (002 §7).
const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, { message, abort: true }).max(max, message);
const email = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, { message: messages.emailRequired, abort: true })
  .refine(isValidEmail, messages.emailInvalid);
const digitsExactly = (count: number, requiredMessage: string, invalidMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { message: requiredMessage, abort: true })
    .regex(new RegExp(`^\\d{${count}}$`), invalidMessage);

const birthDate = z
  .string({ error: messages.birthDateRequired })
  .trim()
  .min(1, { message: messages.birthDateRequired, abort: true })
  .refine((text) => isoDateToEpoch(text) !== null, messages.birthDateInvalid);

const ssnField = (isEditingSsn: boolean) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    isEditingSsn
      ? z.string({ error: messages.ssnRequired }).refine(isValidSsn, messages.ssnInvalid)
      : z.string().refine(isValidSsn, messages.ssnInvalid).optional(),
  );

const formShape = (isEditingSsn: boolean) => ({
  first_name: required(messages.firstNameRequired, 100),
  last_name: required(messages.lastNameRequired, 100),
  birth_of_date: birthDate,
  ssn: ssnField(isEditingSsn),
  phone_code: digitsExactly(3, messages.phoneCodeRequired, messages.phoneCodeInvalid),
  phone_number: digitsExactly(7, messages.phoneNumberRequired, messages.phoneNumberInvalid),
  email,
  address: required(messages.addressRequired),
  city: required(messages.cityRequired, 100),
  state: required(messages.stateRequired, 50),
  zip: required(messages.zipRequired, 10),
});

/** SSN is required only while the SSN field is being edited (002 §4: locked until the edit icon). */
export const makeBorrowerEditSchema = ({ isEditingSsn }: { isEditingSsn: boolean }) =>
  z.object(formShape(isEditingSsn));
export const borrowerEditSchema = makeBorrowerEditSchema({ isEditingSsn: false });
export const borrowerEditSsnSchema = makeBorrowerEditSchema({ isEditingSsn: true });
export type BorrowerEditForm = z.input<typeof borrowerEditSchema>;
export type BorrowerEditValues = z.output<typeof borrowerEditSchema>;

/** The wire payload (002 §7): phone 'code-number', date_of_birth in epoch seconds, optional ssn. */
export const borrowerUpdateBodySchema = z
  .object({
    first_name: required(messages.firstNameRequired, 100),
    last_name: required(messages.lastNameRequired, 100),
    phone: z
      .string({ error: messages.phoneNumberRequired })
      .trim()
      .regex(/^\d{3}-\d{7}$/, messages.phoneNumberInvalid),
    date_of_birth: z.number({ error: messages.birthDateRequired }).int(messages.birthDateInvalid),
    email,
    address_address: required(messages.addressRequired),
    address_city: required(messages.cityRequired, 100),
    address_state: required(messages.stateRequired, 50),
    address_zipcode: required(messages.zipRequired, 10),
    ssn: z.string().refine(isValidSsn, messages.ssnInvalid).transform(ssnDigits).optional(),
  })
  .partial({ ssn: true });
export type BorrowerUpdateBody = z.output<typeof borrowerUpdateBodySchema>;

export const toBorrowerUpdateBody = (values: BorrowerEditValues): BorrowerUpdateBody => ({
  first_name: values.first_name,
  last_name: values.last_name,
  phone: `${values.phone_code}-${values.phone_number}`,
  date_of_birth: isoDateToEpoch(values.birth_of_date) as number,
  email: values.email,
  address_address: values.address,
  address_city: values.city,
  address_state: values.state,
  address_zipcode: values.zip,
  ...(values.ssn ? { ssn: ssnDigits(values.ssn) } : {}),
});

/** 002 §5 contact edit: first name, last name and email with the same messages. */
export const contactEditSchema = z.object({
  first_name: required(messages.firstNameRequired, 100),
  last_name: required(messages.lastNameRequired, 100),
  email,
});
export type ContactEditBody = z.output<typeof contactEditSchema>;

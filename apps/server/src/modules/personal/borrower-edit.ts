// The personal page's edit forms as the server checks them (002 §5 'Borrower edit form',
// 'Contact edit form'; payloads of 002 §7). SSN: write-only, validated, encrypted at rest.
import { z } from 'zod';

export const SSN_MESSAGES = { required: 'SSN is required', invalid: 'SSN is not valid' } as const;

/** Nine digits; no 000, 666 or 9xx area, no 00 group, no 0000 serial (002 §5). */
export const isValidSsn = (digits: string): boolean =>
  /^(?!000|666|9\d\d)\d{3}(?!00)\d{2}(?!0000)\d{4}$/.test(digits);

const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

const ssnField = z
  .string({ error: SSN_MESSAGES.invalid })
  .trim()
  .max(11, SSN_MESSAGES.invalid)
  .superRefine((value, ctx) => {
    const digits = value.replace(/-/g, '');
    if (value === '') ctx.addIssue({ code: 'custom', message: SSN_MESSAGES.required });
    else if (!/^\d{9}$/.test(digits) || !isValidSsn(digits))
      ctx.addIssue({ code: 'custom', message: SSN_MESSAGES.invalid });
  })
  .transform((value) => value.replace(/-/g, ''));

// 'code-number': 3 digits, dash, 7 digits (002 §3); each half with its own message.
const phoneField = z
  .string({ error: 'Phone code is required' })
  .trim()
  .max(20, 'Phone number is not valid')
  .superRefine((value, ctx) => {
    const [code = '', number = ''] = value.includes('-')
      ? value.split('-', 2)
      : [value.slice(0, 3), value.slice(3)];
    if (code === '') ctx.addIssue({ code: 'custom', message: 'Phone code is required' });
    else if (!/^\d{3}$/.test(code)) ctx.addIssue({ code: 'custom', message: 'Phone code is not valid' });
    else if (number === '') ctx.addIssue({ code: 'custom', message: 'Phone number is required' });
    else if (!/^\d{7}$/.test(number)) ctx.addIssue({ code: 'custom', message: 'Phone number is not valid' });
  })
  .transform((value) => {
    const digits = value.replace(/\D/g, '');
    return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  });

const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(320, 'Invalid email')
  .pipe(z.email('Invalid email'))
  .transform((value) => value.toLowerCase());

const MIN_BIRTH_EPOCH = Date.UTC(1900, 0, 1) / 1000;

export const borrowerUpdateSchema = z.object({
  first_name: required('First name is required', 100),
  last_name: required('Last name is required', 100),
  phone: phoneField,
  date_of_birth: z
    .number({ error: 'Birth date is required' })
    .int('Birth date is not valid')
    .refine((value) => value >= MIN_BIRTH_EPOCH && value <= Date.now() / 1000, 'Birth date is not valid'),
  email: emailField,
  address_address: required('Address is required'),
  address_city: required('City is required', 100),
  address_state: required('State is required', 50),
  address_zipcode: required('Zip code is required', 10),
  ssn: ssnField.optional(),
});
export type BorrowerUpdate = z.output<typeof borrowerUpdateSchema>;

export const contactUpdateSchema = z.object({
  first_name: required('First name is required', 100),
  last_name: required('Last name is required', 100),
  email: emailField,
});

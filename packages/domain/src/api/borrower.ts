// Wire contracts of the borrower and contact edits: the personal page's edit forms as the server
// checks them (002 §5 'Borrower edit form', 'Contact edit form'; payloads of 002 §7) with the
// domain's SSN rule, e-mail rule and messages, each half of the 'code-number' phone reported on its
// own as the form shows it; and the staff calls on /borrower (002 §7).
import { z } from 'zod';
import { messages } from '../messages/messages';
import { isValidSsn, ssnDigits } from '../personal/ssn';
import { isValidEmail } from '../prequal/prequal-parse';
import { versionField } from './versioning';

const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

// 002 §4: the SSN is sent only while it is being edited; then it is required and must be valid.
const ssnField = z
  .string({ error: messages.ssnInvalid })
  .trim()
  .max(11, messages.ssnInvalid)
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: messages.ssnRequired });
    else if (!isValidSsn(value)) ctx.addIssue({ code: 'custom', message: messages.ssnInvalid });
  })
  .transform(ssnDigits);

// 'code-number': 3 digits, dash, 7 digits (002 §3); each half with its own message.
const phoneField = z
  .string({ error: messages.phoneCodeRequired })
  .trim()
  .max(20, messages.phoneNumberInvalid)
  .superRefine((value, ctx) => {
    const [code = '', number = ''] = value.includes('-')
      ? value.split('-', 2)
      : [value.slice(0, 3), value.slice(3)];
    if (code === '') ctx.addIssue({ code: 'custom', message: messages.phoneCodeRequired });
    else if (!/^\d{3}$/.test(code)) ctx.addIssue({ code: 'custom', message: messages.phoneCodeInvalid });
    else if (number === '') ctx.addIssue({ code: 'custom', message: messages.phoneNumberRequired });
    else if (!/^\d{7}$/.test(number)) ctx.addIssue({ code: 'custom', message: messages.phoneNumberInvalid });
  })
  .transform((value) => {
    const digits = value.replace(/\D/g, '');
    return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  });

const emailField = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(320, messages.emailInvalid)
  .refine(isValidEmail, messages.emailInvalid)
  .transform((value) => value.toLowerCase());

const MIN_BIRTH_EPOCH = Date.UTC(1900, 0, 1) / 1000;

export const borrowerUpdateSchema = z.object({
  first_name: required(messages.firstNameRequired, 100),
  last_name: required(messages.lastNameRequired, 100),
  phone: phoneField,
  date_of_birth: z
    .number({ error: messages.birthDateRequired })
    .int(messages.birthDateInvalid)
    .refine((value) => value >= MIN_BIRTH_EPOCH && value <= Date.now() / 1000, messages.birthDateInvalid),
  email: emailField,
  address_address: required(messages.addressRequired),
  address_city: required(messages.cityRequired, 100),
  address_state: required(messages.stateRequired, 50),
  address_zipcode: required(messages.zipRequired, 10),
  ssn: ssnField.optional(),
});
export type BorrowerUpdate = z.output<typeof borrowerUpdateSchema>;

export const contactUpdateSchema = z.object({
  first_name: required(messages.firstNameRequired, 100),
  last_name: required(messages.lastNameRequired, 100),
  email: emailField,
});

const MAX_MONEY = 999_999_999_999.99;

export const borrowerIdParams = z.object({ id: z.uuid({ message: 'Invalid borrower id' }) });

/** Changed fields only (spec 002 §7), each with the borrower edit form's messages (002 §5). */
export const borrowerPatchSchema = borrowerUpdateSchema
  .extend({
    credit_score: z.number({ message: 'Credit score is not valid' }).int().min(300).max(850),
    // numeric(14,2): at most 999,999,999,999.99.
    net_worth: z
      .number({ message: 'Net worth is not valid' })
      .min(0)
      .max(MAX_MONEY, 'Net worth is not valid'),
    liquidity: z
      .number({ message: 'Liquidity is not valid' })
      .min(0)
      .max(MAX_MONEY, 'Liquidity is not valid'),
  })
  .partial()
  .extend({ version: versionField })
  .strict();

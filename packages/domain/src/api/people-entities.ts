import { z } from 'zod';
import { contactTypeSchema } from '../catalogue/catalogue';
import { loanStatusSchema } from '../loan/loan-status';
import { nullableEpochSchema, nullableNumericSchema } from '../shared/numeric';

// docs/contract.md shapes and 002 §3. These are response allow-lists: SSN is never listed (DESIGN §2).
export const borrowerLoanRefSchema = z.object({
  id: z.string(),
  human_id: z.string().optional(),
  name: z.string().nullable(),
  archived: z.boolean(),
  status: z.object({ state: loanStatusSchema }),
});

export const borrowerSchema = z.object({
  id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable().optional(),
  date_of_birth: nullableEpochSchema.optional(),
  credit_score: nullableNumericSchema.optional(),
  net_worth: nullableNumericSchema.optional(),
  address_address: z.string().nullable().optional(),
  address_city: z.string().nullable().optional(),
  address_state: z.string().nullable().optional(),
  address_zipcode: z.string().nullable().optional(),
  contact_type: z.string().nullable().optional(),
  score: nullableNumericSchema.optional(),
  /** True when an SSN is on file; the value itself never leaves the server. */
  has_ssn: z.boolean().optional(),
  loans: z.array(borrowerLoanRefSchema).optional(),
  /** Optimistic-concurrency token: updates send it back; a stale one gets 409. */
  version: z.number().int().optional(),
});
export type Borrower = z.infer<typeof borrowerSchema>;

/** Borrower as embedded in a loan (contract: id, first_name, last_name, email, score). */
export const loanBorrowerSchema = borrowerSchema.pick({
  id: true,
  first_name: true,
  last_name: true,
  email: true,
  score: true,
});

export const contactSchema = z.object({
  id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable().optional(),
  company: z.string().nullable(),
  contact_type: contactTypeSchema.nullable(),
  loans: z.array(borrowerLoanRefSchema).optional(),
});
export type Contact = z.infer<typeof contactSchema>;

export const loanContactSchema = contactSchema.pick({
  id: true,
  first_name: true,
  last_name: true,
  email: true,
  company: true,
  contact_type: true,
});

/** POST /contact/add returns contact_id (002 §7). */
export const contactAddResponseSchema = z.object({ contact_id: z.string() });

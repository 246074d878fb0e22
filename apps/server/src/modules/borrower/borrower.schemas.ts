import { z } from 'zod';
import { borrowerUpdateSchema } from '../personal/borrower-edit';

export const borrowerIdParams = z.object({ id: z.uuid({ message: 'Invalid borrower id' }) });

/** Changed fields only (spec 002 §7), each with the borrower edit form's messages (002 §5). */
export const borrowerPatchSchema = borrowerUpdateSchema
  .extend({
    credit_score: z.number({ message: 'Credit score is not valid' }).int().min(300).max(850),
    net_worth: z.number({ message: 'Net worth is not valid' }).min(0).max(1_000_000_000_000),
    liquidity: z.number({ message: 'Liquidity is not valid' }).min(0).max(1_000_000_000_000),
  })
  .partial()
  .strict();

export const borrowerSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  date_of_birth: z.number().nullable(),
  credit_score: z.number().nullable(),
  net_worth: z.number().nullable(),
  liquidity: z.number().nullable(),
  score: z.number().nullable(),
  address_address: z.string().nullable(),
  address_city: z.string().nullable(),
  address_state: z.string().nullable(),
  address_zipcode: z.string().nullable(),
  contact_type: z.string().nullable(),
  has_ssn: z.boolean(),
});

export const borrowerDetailSchema = borrowerSchema.extend({
  loans: z.array(
    z.object({ id: z.uuid(), human_id: z.string(), name: z.string(), archived: z.boolean(), status: z.object({ state: z.string() }) }),
  ),
});

// Request and response schemas of /loan. TODO(domain): take the shared ones from @lending/domain
// once the package exports them (loan shape, request-details rules with the spec's messages).
import { z } from 'zod';

const LIMIT = 15_000_000;
const REQUIRED = '* Required';

export const loanIdParams = z.object({ id: z.string().trim().min(1).max(64) });

const money = (limitMessage = '* Limit $15,000,000') =>
  z.number({ message: REQUIRED }).nonnegative(REQUIRED).max(LIMIT, limitMessage);

// Request details edit (spec 002 §5): every field required, limits and messages as written.
export const loanUpdateBodySchema = z
  .object({
    name: z.string({ message: REQUIRED }).trim().min(1, REQUIRED).max(200),
    amount: money(),
    amount_at_closing: money(),
    purpose: z.enum(['Purchase', 'Refinance', 'Acquisition', 'Cash out', 'Flip', 'Double Flip'], { message: REQUIRED }),
    duration_months: z.number({ message: REQUIRED }).int('* Limit 100').min(1, '* Limit 100').max(100, '* Limit 100'),
    exit_strategy: z.enum(['Sale', 'Refinance'], { message: REQUIRED }),
    interest_rate: z.number({ message: 'Invalid value' }).min(0, 'Invalid value').max(100, 'Invalid value'),
    construction_reserve: money(),
    purchase_price: money(),
    expected_closing_epoch: z.number({ message: '* Invalid Date' }).int('* Invalid Date').min(0, '* Invalid Date'),
    story: z.string().max(20_000),
    google_drive_folder_id: z.string().max(500),
    spreadsheet_id: z.string().max(500),
    version: z.number().int().positive(),
  })
  .partial()
  .strict();

export const archiveBodySchema = z
  .object({
    days_to_archive: z.number({ message: 'days_to_archive must be a number' }).int().min(0).max(3650).nullish(),
    rejection_reason: z.string().max(2000).nullish(),
  })
  .strict()
  .nullish();

const propertySchema = z.object({
  id: z.uuid(),
  property_type: z.string(),
  address_address: z.string().nullable(),
  address_city: z.string().nullable(),
  address_state: z.string().nullable(),
  address_zipcode: z.string().nullable(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  purchase_price: z.number().nullable(),
  number_of_units: z.number().nullable(),
  number_of_commercial_units: z.number().nullable(),
  score: z.number().nullable(),
});

export const loanSchema = z.object({
  id: z.uuid(),
  human_id: z.string(),
  name: z.string(),
  archived: z.boolean(),
  amount: z.number().nullable(),
  amount_at_closing: z.number().nullable(),
  purpose: z.string().nullable(),
  duration_months: z.number().nullable(),
  exit_strategy: z.string().nullable(),
  interest_rate: z.number().nullable(),
  construction_reserve: z.number().nullable(),
  purchase_price: z.number().nullable(),
  expected_closing_epoch: z.number().nullable(),
  last_update: z.number(),
  score: z.number().nullable(),
  status: z.object({ state: z.string(), suggested_steps: z.array(z.string()) }),
  properties: z.array(propertySchema),
  borrowers: z.array(
    z.object({ id: z.uuid(), first_name: z.string(), last_name: z.string(), email: z.string().nullable(), score: z.number().nullable() }),
  ),
  contacts: z.array(
    z.object({
      id: z.uuid(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      company: z.string().nullable(),
      contact_type: z.string(),
    }),
  ),
  neighborhoods: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      zipcode: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      score: z.number().nullable(),
    }),
  ),
  insights: z.array(z.object({ name: z.string(), description: z.string(), level: z.number() })),
  owner_user: z.object({ name: z.string() }),
  story: z.string().nullable(),
  google_drive_folder_id: z.string().nullable(),
  spreadsheet_id: z.string().nullable(),
  version: z.number(),
  archived_until_epoch: z.number().nullable(),
  rejection_reason: z.string().nullable(),
});

export const loanListSchema = z.array(loanSchema);

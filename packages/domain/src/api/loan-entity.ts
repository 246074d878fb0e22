import { z } from 'zod';
import { exitStrategySchema, loanPurposeSchema } from '../loan/loan-options';
import { loanStatusSchema } from '../loan/loan-status';
import { epochSchema, nullableEpochSchema, nullableNumericSchema, numericSchema } from '../shared/numeric';
import { loanBorrowerSchema, loanContactSchema } from './people-entities';

// docs/contract.md "Shapes": the loan (list and detail) and its property.
export const coordinatesSchema = z.object({ lat: numericSchema, lng: numericSchema });
export type Coordinates = z.infer<typeof coordinatesSchema>;

export const propertySchema = z.object({
  id: z.string(),
  // A string, not the enum: unknown types exist and show as 'Error' (000 §3).
  property_type: z.string().nullable(),
  address_address: z.string().nullable(),
  address_city: z.string().nullable(),
  address_state: z.string().nullable(),
  address_zipcode: z.string().nullable(),
  coordinates: coordinatesSchema,
  purchase_price: nullableNumericSchema,
  number_of_units: nullableNumericSchema,
  number_of_commercial_units: nullableNumericSchema,
  score: nullableNumericSchema,
  /** Optimistic-concurrency token: PUT /property/{id}/update sends it back. */
  version: z.number().int().optional(),
});
export type Property = z.infer<typeof propertySchema>;

export const insightSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  level: z.number().int(),
});
export type Insight = z.infer<typeof insightSchema>;

export const neighborhoodSchema = z
  .object({ id: z.string(), name: z.string().nullable(), score: nullableNumericSchema.optional() })
  .catchall(z.unknown());

export const loanStatusBlockSchema = z.object({
  state: loanStatusSchema,
  suggested_steps: z.array(z.string()),
});

export const loanSchema = z.object({
  id: z.string(),
  human_id: z.string(),
  name: z.string(),
  archived: z.boolean(),
  amount: nullableNumericSchema,
  amount_at_closing: nullableNumericSchema,
  purpose: loanPurposeSchema.nullable(),
  duration_months: nullableNumericSchema,
  exit_strategy: exitStrategySchema.nullable(),
  interest_rate: nullableNumericSchema,
  construction_reserve: nullableNumericSchema,
  purchase_price: nullableNumericSchema,
  expected_closing_epoch: nullableEpochSchema,
  last_update: epochSchema,
  score: nullableNumericSchema,
  status: loanStatusBlockSchema,
  properties: z.array(propertySchema),
  borrowers: z.array(loanBorrowerSchema),
  contacts: z.array(loanContactSchema),
  neighborhoods: z.array(neighborhoodSchema),
  insights: z.array(insightSchema),
  owner_user: z.object({ name: z.string().nullable() }).nullable(),
  story: z.string().nullable(),
  google_drive_folder_id: z.string().nullable(),
  spreadsheet_id: z.string().nullable(),
  version: z.number().int(),
});
export type Loan = z.infer<typeof loanSchema>;
export const loanListSchema = z.array(loanSchema);

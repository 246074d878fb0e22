// Wire contracts of the public pre-qualification calls (/application, 002 §2.1): the submission's
// headers and answer, and the address lookup the form calls while the user types.
import { z } from 'zod';

const idempotencyKey = z
  .string()
  .trim()
  .min(8, 'Idempotency-Key must be 8 to 100 characters')
  .max(100, 'Idempotency-Key must be 8 to 100 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Idempotency-Key may hold letters, digits, dash and underscore')
  .optional();

export const geocodeQuery = z.object({
  zip: z.string().trim().max(10).optional(),
  street: z.string().trim().max(200).optional(),
  city: z.string().trim().max(100).optional(),
  state: z.string().trim().max(50).optional(),
});

export const geocodeResponse = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z.string(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  precision: z.enum(['zip', 'street']),
});
export type GeocodedAddress = z.infer<typeof geocodeResponse>;
export type GeocodeQuery = z.input<typeof geocodeQuery>;

/** POST /application/prequal: an optional Idempotency-Key (a repeated one answers 200 with the same lead). */
export const prequalHeaders = z.object({ 'idempotency-key': idempotencyKey });
export const leadCreatedSchema = z.object({ lead_id: z.string() });

// TODO(domain): property types and limits from @lending/domain when exported.
import { z } from 'zod';

export const PROPERTY_TYPES = [
  'Single family home',
  '2-4 Family',
  'Multifamily (5+)',
  'Mixed use',
  'Condo',
  'Land',
  'Conversion',
  'Ground Up Development',
] as const;

const REQUIRED = '* Required';
const units = z.number({ message: REQUIRED }).int(REQUIRED).min(0, REQUIRED).max(10_000);

export const propertyPatchSchema = z
  .object({
    property_type: z.enum(PROPERTY_TYPES, { message: REQUIRED }),
    address_address: z.string({ message: REQUIRED }).trim().min(1, REQUIRED).max(200),
    address_city: z.string({ message: REQUIRED }).trim().min(1, REQUIRED).max(100),
    address_state: z.string({ message: REQUIRED }).trim().min(2, REQUIRED).max(50),
    address_zipcode: z.string({ message: REQUIRED }).trim().regex(/^\d{5}(-\d{4})?$/, '* Enter a valid address'),
    coordinates: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
    purchase_price: z.number({ message: REQUIRED }).min(0, REQUIRED).max(15_000_000, '* Limit $15,000,000'),
    number_of_units: units,
    number_of_commercial_units: units,
  })
  .partial()
  .strict();

export const propertySchema = z.object({
  id: z.uuid(),
  loan_id: z.uuid().nullable(),
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

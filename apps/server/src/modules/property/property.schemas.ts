import { AMOUNT_LIMIT, messages, propertySchema, propertyTypeSchema } from '@lending/domain';
import { z } from 'zod';
import { versionField } from '../../lib/versioning';

export { propertySchema };

const units = z
  .number({ message: messages.required })
  .int(messages.required)
  .min(0, messages.required)
  .max(10_000);
const text = (min: number, max: number) =>
  z.string({ message: messages.required }).trim().min(min, messages.required).max(max);

// PUT /property/{id}/update with changed fields (spec 002 §7).
export const propertyPatchSchema = z
  .object({
    property_type: propertyTypeSchema,
    address_address: text(1, 200),
    address_city: text(1, 100),
    address_state: text(2, 50),
    address_zipcode: z
      .string({ message: messages.required })
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, messages.validAddress),
    coordinates: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
    purchase_price: z
      .number({ message: messages.required })
      .min(0, messages.required)
      .max(AMOUNT_LIMIT, messages.amountLimit),
    number_of_units: units,
    number_of_commercial_units: units,
  })
  .partial()
  .extend({ version: versionField })
  .strict();

// Wire contracts of the /property calls (spec 002 §7) beside the property shape (loan-entity.ts).
import { z } from 'zod';
import { AMOUNT_LIMIT } from '../constants/constants';
import { messages } from '../messages/messages';
import { propertyTypeSchema } from '../property/property-type';
import { versionField } from './versioning';

export const propertyIdParams = z.object({ id: z.uuid({ message: 'Invalid property id' }) });

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

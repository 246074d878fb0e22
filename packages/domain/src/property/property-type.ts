import { z } from 'zod';
import { PROPERTY_TYPES } from './property-type-values';

export * from './property-type-values';

export const propertyTypeSchema = z.enum(PROPERTY_TYPES);
export type PropertyType = z.infer<typeof propertyTypeSchema>;

import { z } from 'zod';
import { ACTIVITY_TYPES } from './activity-type-values';

export * from './activity-type-values';

export const activityTypeSchema = z.enum(ACTIVITY_TYPES);

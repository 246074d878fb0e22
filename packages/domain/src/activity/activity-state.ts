import { z } from 'zod';
import { ACTIVITY_STATES } from './activity-state-values';

export * from './activity-state-values';

export const activityStateSchema = z.enum(ACTIVITY_STATES);
export type ActivityState = z.infer<typeof activityStateSchema>;

// Query key factory of the activities screen (STYLE.md "Web data").
import type { ActivityListParams } from './get-activities';

export const activitiesKeys = {
  all: ['activities'] as const,
  page: (params: ActivityListParams) => [...activitiesKeys.all, 'page', params] as const,
};

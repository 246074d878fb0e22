// Query key factory of the activities screen (STYLE.md "Web data").
import type { ActivityStatusFilter, DueFilter } from '@lending/domain';

export type ActivityListParams = {
  due: DueFilter;
  status: ActivityStatusFilter;
  sort: string;
  desc: boolean;
};

export const activitiesKeys = {
  all: ['activities'] as const,
  page: (params: ActivityListParams) => [...activitiesKeys.all, 'page', params] as const,
};

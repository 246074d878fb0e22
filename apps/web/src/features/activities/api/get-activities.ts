import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Activity, ActivityStatusFilter, DueFilter } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { activitiesKeys } from './activities-keys';

// GET /activity/all (000 §7) with the screen's filters as query parameters (002 §2.7).
export type ScreenActivity = Activity & {
  topic?: string | null;
  kind?: string | null;
  participants?: string | null;
  notes?: string | null;
  start_epoch?: number | null;
  end_epoch?: number | null;
};

const getActivities = (due: DueFilter, status: ActivityStatusFilter) =>
  api.get<ScreenActivity[]>('/activity/all', { query: { due, status } });

export const useActivities = (due: DueFilter, status: ActivityStatusFilter) =>
  useQuery({
    queryKey: activitiesKeys.list(due, status),
    queryFn: () => getActivities(due, status),
    placeholderData: keepPreviousData,
  });

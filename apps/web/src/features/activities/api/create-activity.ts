import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { activitiesKeys } from './activities-keys';
import type { ScreenActivity } from './get-activities';

// POST /activity: the Add Activity modal (002 §2.7). Participants travel as one comma-separated text.
export type CreateActivityBody = {
  loan_id?: string;
  topic: string;
  details: string;
  type: string;
  request: string;
  participants: string;
  start_epoch: number;
  end_epoch: number;
  notes: string;
};

export const createActivity = (body: CreateActivityBody) => api.post<ScreenActivity>('/activity', body);

export const useCreateActivity = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createActivity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesKeys.all }),
  });
};

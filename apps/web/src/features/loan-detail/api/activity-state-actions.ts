import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loanDetailKeys } from './loan-detail-keys';

// POST /activity/{id}/pause | resume | restart (spec 000 §7; 002 §4 restart/pause/resume rules).
export type StateAction = 'pause' | 'resume' | 'restart';

const runStateAction = (activityId: string, action: StateAction) =>
  api.post<{ activity_id: string; state: string }>(`/activity/${activityId}/${action}`);

export const useStateAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, action }: { activityId: string; action: StateAction }) =>
      runStateAction(activityId, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanDetailKeys.all }),
  });
};

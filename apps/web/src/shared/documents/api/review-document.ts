import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Activity } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { LOAN_DETAIL_KEY } from './documents-keys';

// POST /activity/document-request/{id}/process/{pid}/set/accepted and /set/rejected (000 §7).
type ReviewInput = { activityId: string; processId: string };

const acceptDocument = ({ activityId, processId }: ReviewInput) =>
  api.post<Activity>(`/activity/document-request/${activityId}/process/${processId}/set/accepted`, {});

const rejectDocument = ({ activityId, processId, reason }: ReviewInput & { reason: string }) =>
  api.post<Activity>(`/activity/document-request/${activityId}/process/${processId}/set/rejected`, {
    reason,
  });

export const useAcceptDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOAN_DETAIL_KEY }),
  });
};

export const useRejectDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOAN_DETAIL_KEY }),
  });
};

import { useMutation } from '@tanstack/react-query';
import type { Activity } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { useInvalidateRouteLoan } from '../../../lib/loan-queries';

// POST /activity/document-request/{id}/process/{pid}/set/accepted and /set/rejected (000 §7).
type ReviewInput = { activityId: string; processId: string };

const acceptDocument = ({ activityId, processId }: ReviewInput) =>
  api.post<Activity>(`/activity/document-request/${activityId}/process/${processId}/set/accepted`, {});

const rejectDocument = ({ activityId, processId, reason }: ReviewInput & { reason: string }) =>
  api.post<Activity>(`/activity/document-request/${activityId}/process/${processId}/set/rejected`, {
    reason,
  });

export const useAcceptDocument = () => {
  const invalidateLoan = useInvalidateRouteLoan();
  return useMutation({
    mutationFn: acceptDocument,
    onSuccess: () => invalidateLoan(),
  });
};

export const useRejectDocument = () => {
  const invalidateLoan = useInvalidateRouteLoan();
  return useMutation({
    mutationFn: rejectDocument,
    onSuccess: () => invalidateLoan(),
  });
};

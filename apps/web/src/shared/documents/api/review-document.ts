import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { useInvalidateRouteLoan } from '../../../lib/loan-queries';

// POST /activity/document-request/{id}/process/{pid}/set/accepted and /set/rejected (000 §7).
type ReviewInput = { activityId: string; processId: string };

const acceptDocument = ({ activityId, processId }: ReviewInput) =>
  call('postActivityDocumentRequestByIdProcessByProcessIdSetAccepted', {
    params: { id: activityId, processId },
    body: {},
  });

const rejectDocument = ({ activityId, processId, reason }: ReviewInput & { reason: string }) =>
  call('postActivityDocumentRequestByIdProcessByProcessIdSetRejected', {
    params: { id: activityId, processId },
    body: { reason },
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

import type { EndpointInput, Endpoints } from '@lending/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { useInvalidateRouteLoan } from '../../../lib/loan-queries';

// POST /activity/gfd/{id}/set/accepted {deposit_amount, deposit_date epoch seconds} (002 §7).
export type GfdAcceptBody = EndpointInput<Endpoints['postActivityGfdByIdSetAccepted']>['body'];

const acceptGfd = (activityId: string, body: GfdAcceptBody) =>
  call('postActivityGfdByIdSetAccepted', { params: { id: activityId }, body });

export const useAcceptGfd = (activityId: string) => {
  const invalidate = useInvalidateRouteLoan();
  return useMutation({
    mutationFn: (body: GfdAcceptBody) => acceptGfd(activityId, body),
    onSuccess: () => invalidate(),
  });
};

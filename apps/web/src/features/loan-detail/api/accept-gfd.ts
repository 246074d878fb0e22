import type { StateResponse } from '@lending/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateRouteLoan } from '../../../lib/loan-queries';

// POST /activity/gfd/{id}/set/accepted {deposit_amount, deposit_date epoch seconds} (002 §7).
export type GfdAcceptBody = { deposit_amount: number; deposit_date: number };

const acceptGfd = (activityId: string, body: GfdAcceptBody) =>
  api.post<StateResponse>(`/activity/gfd/${activityId}/set/accepted`, body);

export const useAcceptGfd = (activityId: string) => {
  const invalidate = useInvalidateRouteLoan();
  return useMutation({
    mutationFn: (body: GfdAcceptBody) => acceptGfd(activityId, body),
    onSuccess: () => invalidate(),
  });
};

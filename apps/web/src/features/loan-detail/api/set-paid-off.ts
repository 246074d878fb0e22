import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateLoan } from '../../../lib/loan-queries';

// The paid-off payload of spec 001 §3.
export type PaidOffPayload = {
  paid_off_date: number;
  is_late_payment: boolean;
  late_days: { late_days: number; count: number }[];
  borrower_score: number;
  is_construction_completed: boolean;
};

const setPaidOff = (loanId: string, payload: PaidOffPayload) =>
  api.post<unknown>(`/loan-status/${loanId}/set/paid-off`, payload);

export const useSetPaidOff = (loanId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PaidOffPayload) => setPaidOff(loanId, payload),
    onSuccess: () => invalidateLoan(queryClient, loanId),
  });
};

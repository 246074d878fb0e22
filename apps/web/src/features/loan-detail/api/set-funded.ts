import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { invalidateLoan } from '../../../lib/loan-queries';

// POST /loan-status/{loanId}/set/funded/{date} (spec 001 §7); the date is sent as YYYY-MM-DD.
const setFunded = (loanId: string, date: string) =>
  call('postLoanStatusByLoanIdSetFundedByDate', { params: { loanId, date } });

export const useSetFunded = (loanId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => setFunded(loanId, date),
    onSuccess: () => invalidateLoan(queryClient, loanId),
  });
};

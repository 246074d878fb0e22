import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { invalidateLoan } from '../../../lib/loan-queries';

// PUT /loan/{id}/restore (spec 000 §7). The loan lists of other screens refresh too (000 §2).
const restoreLoan = (id: string) => call('putLoanByIdRestore', { params: { id } });

export const useRestoreLoan = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => restoreLoan(id),
    onSuccess: () => invalidateLoan(queryClient, id),
  });
};

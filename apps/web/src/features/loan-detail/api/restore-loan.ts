import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { LOAN_LIST_KEY, loanDetailKeys } from './loan-detail-keys';

// PUT /loan/{id}/restore (spec 000 §7). The loan lists of other screens refresh too (000 §2).
const restoreLoan = (id: string) => api.put<unknown>(`/loan/${id}/restore`);

export const useRestoreLoan = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => restoreLoan(id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: loanDetailKeys.all }),
        queryClient.invalidateQueries({ queryKey: LOAN_LIST_KEY }),
      ]),
  });
};

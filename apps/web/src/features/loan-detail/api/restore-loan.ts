import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateLoan } from '../../../lib/loan-queries';

// PUT /loan/{id}/restore (spec 000 §7). The loan lists of other screens refresh too (000 §2).
const restoreLoan = (id: string) => api.put<unknown>(`/loan/${id}/restore`);

export const useRestoreLoan = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => restoreLoan(id),
    onSuccess: () => invalidateLoan(queryClient, id),
  });
};

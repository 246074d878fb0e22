import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateLoan } from '../../../lib/loan-queries';

// PUT /loan/{id}/archive (spec 000 §7; body days_to_archive, rejection_reason, spec 002 §5).
export type ArchiveLoanBody = { days_to_archive: number; rejection_reason: string };

const archiveLoan = (id: string, body: ArchiveLoanBody) => api.put<unknown>(`/loan/${id}/archive`, body);

export const useArchiveLoan = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ArchiveLoanBody) => archiveLoan(id, body),
    onSuccess: () => invalidateLoan(queryClient, id),
  });
};

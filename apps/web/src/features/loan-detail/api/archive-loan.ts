import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput, Endpoints } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { invalidateLoan } from '../../../lib/loan-queries';

// PUT /loan/{id}/archive (spec 000 §7; body days_to_archive, rejection_reason, spec 002 §5).
type ArchiveLoanBody = EndpointInput<Endpoints['putLoanByIdArchive']>['body'];

const archiveLoan = (id: string, body: ArchiveLoanBody) =>
  call('putLoanByIdArchive', { params: { id }, body });

export const useArchiveLoan = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ArchiveLoanBody) => archiveLoan(id, body),
    onSuccess: () => invalidateLoan(queryClient, id),
  });
};

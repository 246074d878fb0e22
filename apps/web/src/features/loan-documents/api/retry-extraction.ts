import type { RetryExtraction } from '@lending/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loanDocumentsKeys } from './loan-documents-keys';

// PUT /loan/{id}/document/{documentId}/retry-extraction: reads a failed document again.
const retryExtraction = (loanId: string, documentId: string) =>
  api.put<RetryExtraction>(`/loan/${loanId}/document/${documentId}/retry-extraction`);

export const useRetryExtraction = (loanId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => retryExtraction(loanId, documentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanDocumentsKeys.documents(loanId) }),
  });
};

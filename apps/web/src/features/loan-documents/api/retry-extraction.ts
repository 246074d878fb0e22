import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { loanDocumentsKeys } from './loan-documents-keys';

// PUT /loan/{id}/document/{documentId}/retry-extraction: reads a failed document again.
const retryExtraction = (loanId: string, documentId: string) =>
  call('putLoanByIdDocumentByDocumentIdRetryExtraction', { params: { id: loanId, documentId } });

export const useRetryExtraction = (loanId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => retryExtraction(loanId, documentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanDocumentsKeys.documents(loanId) }),
  });
};

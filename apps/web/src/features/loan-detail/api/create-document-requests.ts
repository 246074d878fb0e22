import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestDocumentsBody } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { invalidateLoan } from '../../../lib/loan-queries';

// PUT /loan/{id}/create-document-requests (000 §7) with the four flags of 001 §2, all off by default.
export type DocumentRequestFlags = RequestDocumentsBody;

const createDocumentRequests = (loanId: string, flags: DocumentRequestFlags) =>
  call('putLoanByIdCreateDocumentRequests', { params: { id: loanId }, body: flags });

export const useCreateDocumentRequests = (loanId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flags: DocumentRequestFlags) => createDocumentRequests(loanId, flags),
    onSuccess: () => invalidateLoan(queryClient, loanId),
  });
};

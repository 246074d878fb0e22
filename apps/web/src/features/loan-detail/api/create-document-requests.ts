import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestDocumentsBody } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { invalidateLoan } from '../../../lib/loan-queries';

// PUT /loan/{id}/create-document-requests (000 §7) with the four flags of 001 §2, all off by default.
export type DocumentRequestFlags = RequestDocumentsBody;

const createDocumentRequests = (loanId: string, flags: DocumentRequestFlags) =>
  api.put<unknown>(`/loan/${loanId}/create-document-requests`, flags);

export const useCreateDocumentRequests = (loanId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flags: DocumentRequestFlags) => createDocumentRequests(loanId, flags),
    onSuccess: () => invalidateLoan(queryClient, loanId),
  });
};

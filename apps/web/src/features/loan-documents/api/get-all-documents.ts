import { useQuery } from '@tanstack/react-query';
import type { LoanDocumentItem } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { loanDocumentsKeys, QUERY_DEFAULTS } from './loan-documents-keys';

// GET /loan/{id}/get-all-documents (001 §7). While a document is being read, poll for its state.
const getAllDocuments = (loanId: string) => api.get<LoanDocumentItem[]>(`/loan/${loanId}/get-all-documents`);

export const useAllDocuments = (loanId: string, enabled = true) =>
  useQuery({
    queryKey: loanDocumentsKeys.documents(loanId),
    queryFn: () => getAllDocuments(loanId),
    enabled,
    ...QUERY_DEFAULTS,
    refetchInterval: (query) =>
      query.state.data?.some((d) => ['pending', 'processing'].includes(d.extraction.status)) ? 2000 : false,
  });

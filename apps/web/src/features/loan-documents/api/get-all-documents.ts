import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { loanDocumentsKeys, QUERY_DEFAULTS } from './loan-documents-keys';

// GET /loan/{id}/get-all-documents (001 §7). While a document is being read, poll for its state.
const getAllDocuments = (loanId: string) => call('getLoanByIdGetAllDocuments', { params: { id: loanId } });

export const useAllDocuments = (loanId: string, enabled = true) =>
  useQuery({
    queryKey: loanDocumentsKeys.documents(loanId),
    queryFn: () => getAllDocuments(loanId),
    enabled,
    ...QUERY_DEFAULTS,
    refetchInterval: (query) =>
      query.state.data?.some((d) => ['pending', 'processing'].includes(d.extraction.status)) ? 2000 : false,
  });

import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { loanDocumentsKeys, QUERY_DEFAULTS } from './loan-documents-keys';

// GET /loan/{id}/get-all-sources (001 §7): every source of every key (issue 23 item 3).
const getAllSources = (loanId: string) => call('getLoanByIdGetAllSources', { params: { id: loanId } });

export const useAllSources = (loanId: string, enabled = true) =>
  useQuery({
    queryKey: loanDocumentsKeys.sources(loanId),
    queryFn: () => getAllSources(loanId),
    enabled,
    ...QUERY_DEFAULTS,
  });

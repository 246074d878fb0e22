import { useQuery } from '@tanstack/react-query';
import type { SourceEntry } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { loanDocumentsKeys, QUERY_DEFAULTS } from './loan-documents-keys';

// GET /loan/{id}/get-all-sources (001 §7).
const getAllSources = (loanId: string) => api.get<SourceEntry[]>(`/loan/${loanId}/get-all-sources`);

export const useAllSources = (loanId: string, enabled = true) =>
  useQuery({
    queryKey: loanDocumentsKeys.sources(loanId),
    queryFn: () => getAllSources(loanId),
    enabled,
    ...QUERY_DEFAULTS,
  });

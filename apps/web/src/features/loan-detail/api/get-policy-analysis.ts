import type { PolicyAnalysis } from '@lending/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

// GET /policies/loan|borrower|neighborhood/{id} (001 §7): the loan's analysis tables. 001 §7:
// no refetch on window focus, no retry, stale time 60 s.
export type AnalysisEntity = 'loan' | 'borrower' | 'neighborhood';

const getPolicyAnalysis = (entity: AnalysisEntity, loanId: string) =>
  api.get<PolicyAnalysis[]>(`/policies/${entity}/${loanId}`);

export const usePolicyAnalysis = (entity: AnalysisEntity, loanId: string) =>
  useQuery({
    queryKey: reportKeys.analysis(loanId, entity),
    queryFn: () => getPolicyAnalysis(entity, loanId),
    staleTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });

import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { reportKeys } from './report-keys';

// GET /policies/loan|borrower|neighborhood/{id} (001 §7): the loan's analysis tables. 001 §7:
// no refetch on window focus, no retry, stale time 60 s.
export type AnalysisEntity = 'loan' | 'borrower' | 'neighborhood';

const ANALYSIS_CALLS = {
  loan: 'getPoliciesLoanById',
  borrower: 'getPoliciesBorrowerById',
  neighborhood: 'getPoliciesNeighborhoodById',
} as const;

const getPolicyAnalysis = (entity: AnalysisEntity, loanId: string) =>
  call(ANALYSIS_CALLS[entity], { params: { id: loanId } });

export const usePolicyAnalysis = (entity: AnalysisEntity, loanId: string) =>
  useQuery({
    queryKey: reportKeys.analysis(loanId, entity),
    queryFn: () => getPolicyAnalysis(entity, loanId),
    staleTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });

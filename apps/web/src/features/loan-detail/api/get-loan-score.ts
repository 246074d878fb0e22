import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScoredVariableWire } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { loanDetailKeys } from './loan-detail-keys';
import { invalidateLoan } from '../../../lib/loan-queries';

// GET /loan/{id}/get-score (000 §7): the total and the four categories; each category is
// explained variable by variable (002 §3 "Score calculation").
type ScoreVariable = ScoredVariableWire;
export type ScoreCategory = {
  score_category: string;
  total_score: number | null;
  variables: ScoreVariable[];
};
export type LoanScore = {
  score: number | null;
  properties?: ScoreCategory | number | null;
  neighborhoods?: ScoreCategory | number | null;
  borrowers?: ScoreCategory | number | null;
  'loan-factors'?: ScoreCategory | number | null;
};

export const getLoanScore = (loanId: string) => api.get<LoanScore>(`/loan/${loanId}/get-score`);

export const useLoanScore = (loanId: string) =>
  useQuery({ queryKey: loanDetailKeys.score(loanId), queryFn: () => getLoanScore(loanId), retry: false });

// PUT /loan/{id}/calculate-score: recalculates and stores the score ('Score has been recalculated successfully').
const calculateScore = (loanId: string) => api.put<unknown>(`/loan/${loanId}/calculate-score`);

export const useCalculateScore = (loanId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => calculateScore(loanId),
    onSuccess: () => invalidateLoan(queryClient, loanId),
  });
};

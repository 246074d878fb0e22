import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScoredCategoryWire } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { loanDetailKeys } from './loan-detail-keys';
import { invalidateLoan } from '../../../lib/loan-queries';

// GET /loan/{id}/get-score (000 §7): the total and the four categories; each category is
// explained variable by variable (002 §3 "Score calculation").
export type ScoreCategory = ScoredCategoryWire;

export const getLoanScore = (loanId: string) => call('getLoanByIdGetScore', { params: { id: loanId } });
export type LoanScore = Awaited<ReturnType<typeof getLoanScore>>;

export const useLoanScore = (loanId: string) =>
  useQuery({ queryKey: loanDetailKeys.score(loanId), queryFn: () => getLoanScore(loanId), retry: false });

// PUT /loan/{id}/calculate-score: recalculates and stores the score ('Score has been recalculated successfully').
const calculateScore = (loanId: string) => call('putLoanByIdCalculateScore', { params: { id: loanId } });

export const useCalculateScore = (loanId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => calculateScore(loanId),
    onSuccess: () => invalidateLoan(queryClient, loanId),
  });
};

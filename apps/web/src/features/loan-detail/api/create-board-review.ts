import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { invalidateLoan } from '../../../lib/loan-queries';

// POST /board-review/{loanId}/create-main-activity: the Complete Underwriting button (spec 001 §4).
const createBoardReview = (loanId: string) =>
  call('postBoardReviewByIdCreateMainActivity', { params: { id: loanId } });

export const useCreateBoardReview = (loanId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createBoardReview(loanId),
    onSuccess: () => invalidateLoan(queryClient, loanId),
  });
};

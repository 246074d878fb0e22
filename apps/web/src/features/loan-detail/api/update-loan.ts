import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Loan } from './types';
import { invalidateLoan } from '../../../lib/loan-queries';

// PUT /loan/{id}/update with only the changed fields and the optimistic-concurrency `version`
// (contract: a stale version gets 409 with a message the caller shows).
export type LoanUpdate = Partial<
  Pick<
    Loan,
    | 'name'
    | 'story'
    | 'amount'
    | 'amount_at_closing'
    | 'purpose'
    | 'duration_months'
    | 'exit_strategy'
    | 'interest_rate'
    | 'construction_reserve'
    | 'expected_closing_epoch'
  >
> & { version?: Loan['version'] };

const updateLoan = (id: string, changes: LoanUpdate) => api.put<Loan>(`/loan/${id}/update`, changes);

export const useUpdateLoan = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: LoanUpdate) => updateLoan(id, changes),
    onSuccess: () => invalidateLoan(queryClient, id),
  });
};

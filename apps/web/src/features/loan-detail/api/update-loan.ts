import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput, Endpoints } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { invalidateLoan } from '../../../lib/loan-queries';

// PUT /loan/{id}/update with only the changed fields and the optimistic-concurrency `version`
// (contract: a stale version gets 409 with a message the caller shows).
type LoanUpdateBody = EndpointInput<Endpoints['putLoanByIdUpdate']>['body'];
/** The changed fields (the caller adds the version it read). */
export type LoanUpdate = Omit<LoanUpdateBody, 'version'>;

const updateLoan = (id: string, body: LoanUpdateBody) => call('putLoanByIdUpdate', { params: { id }, body });

export const useUpdateLoan = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoanUpdateBody) => updateLoan(id, body),
    onSuccess: () => invalidateLoan(queryClient, id),
  });
};

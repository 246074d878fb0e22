import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput, Endpoints } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { invalidateLoan } from '../../../lib/loan-queries';

// The paid-off payload of spec 001 §3 (the domain's paidOffSchema).
type PaidOffPayload = EndpointInput<Endpoints['postLoanStatusByLoanIdSetPaidOff']>['body'];

const setPaidOff = (loanId: string, payload: PaidOffPayload) =>
  call('postLoanStatusByLoanIdSetPaidOff', { params: { loanId }, body: payload });

export const useSetPaidOff = (loanId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PaidOffPayload) => setPaidOff(loanId, payload),
    onSuccess: () => invalidateLoan(queryClient, loanId),
  });
};

/**
 * The late-payment answers the servicing ledger knows (issue 19 item 5), to prefill the modal.
 * Reads the servicing summary under the Servicing tab's key so both share one cache; a loan that
 * is not boarded (404) has no answers and the modal keeps its defaults.
 */
export const useLedgerLateAnswers = (loanId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['servicing', loanId, 'summary'],
    queryFn: () => call('getServicingLoanByLoanId', { params: { loanId } }),
    select: (summary) => summary.late_answers,
    enabled,
    retry: false,
  });

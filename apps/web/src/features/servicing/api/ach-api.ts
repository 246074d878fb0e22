// ACH debits and floating rates (issue 19 items 1 and 4): the borrower pays from the account
// linked with Plaid; staff settle the day's NACHA file; the tab reads a loan's floating rate.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';

export const usePayFromAccount = (loanId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { amount: string }) =>
      call('postServicingLoanByLoanIdAchPayments', { params: { loanId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['servicing'] }),
  });
};

export const useSettleAch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => call('postServicingAchSettle', { body: { date } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['servicing'] }),
  });
};

export const useFloatingRate = (loanId: string) =>
  useQuery({
    queryKey: ['servicing', loanId, 'floating'],
    queryFn: () => call('getServicingLoanByLoanIdFloating', { params: { loanId } }),
  });

// ACH debits and floating rates (issue 19 items 1 and 4): the borrower pays from the account
// linked with Plaid; staff settle the day's NACHA file; the tab reads a loan's floating rate.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AchDebitWire, FloatingWire } from '@lending/domain';
import { api } from '../../../lib/api-client';

const base = (loanId: string) => `/servicing/loan/${encodeURIComponent(loanId)}`;

export const usePayFromAccount = (loanId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { amount: string }) => api.post<AchDebitWire>(`${base(loanId)}/ach-payments`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['servicing'] }),
  });
};

export const useSettleAch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) =>
      api.post<{ date: string; settled: number; total: string }>('/servicing/ach/settle', { date }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['servicing'] }),
  });
};

export const useFloatingRate = (loanId: string) =>
  useQuery({
    queryKey: ['servicing', loanId, 'floating'],
    queryFn: () => api.get<FloatingWire>(`${base(loanId)}/floating`),
  });

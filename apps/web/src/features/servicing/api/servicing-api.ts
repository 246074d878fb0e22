// The servicing calls of one boarded loan (issue 19 "The contract"): one key factory, a query
// hook per read and a mutation per write; every write refreshes this loan's servicing keys.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SchedulePreviewWire, ServicingSummaryWire } from '@lending/domain';
import { api } from '../../../lib/api-client';

const servicingKeys = {
  all: ['servicing'] as const,
  loan: (loanId: string) => [...servicingKeys.all, loanId] as const,
  summary: (loanId: string) => [...servicingKeys.loan(loanId), 'summary'] as const,
  schedule: (loanId: string) => [...servicingKeys.loan(loanId), 'schedule'] as const,
  ledger: (loanId: string) => [...servicingKeys.loan(loanId), 'ledger'] as const,
  payoff: (loanId: string, date: string) => [...servicingKeys.loan(loanId), 'payoff', date] as const,
};

type Ledger = {
  total: number;
  balances: Record<string, string>;
  postings: {
    id: number;
    source: string;
    account: string;
    effective_date: string;
    amount: string;
    posted_at: string;
  }[];
};
type Payoff = {
  date: string;
  payoff_amount: string;
  principal: string;
  interest: string;
  fees: string;
  suspense: string;
  per_diem: string;
};

const base = (loanId: string) => `/servicing/loan/${encodeURIComponent(loanId)}`;

export const useServicingSummary = (loanId: string) =>
  useQuery({
    queryKey: servicingKeys.summary(loanId),
    queryFn: () => api.get<ServicingSummaryWire>(base(loanId)),
    retry: false,
  });

export const useServicingSchedule = (loanId: string, enabled: boolean) =>
  useQuery({
    queryKey: servicingKeys.schedule(loanId),
    queryFn: () => api.get<SchedulePreviewWire>(`${base(loanId)}/schedule`),
    enabled,
  });

export const useServicingLedger = (loanId: string, enabled: boolean) =>
  useQuery({
    queryKey: servicingKeys.ledger(loanId),
    queryFn: () => api.get<Ledger>(`${base(loanId)}/ledger`, { query: { size: 500 } }),
    enabled,
  });

export const usePayoffQuote = (loanId: string, date: string | null) =>
  useQuery({
    queryKey: servicingKeys.payoff(loanId, date ?? ''),
    queryFn: () => api.get<Payoff>(`${base(loanId)}/payoff`, { query: { date } }),
    enabled: Boolean(date),
    retry: false,
  });

const useLoanMutation = <T, R = unknown>(loanId: string, run: (body: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicingKeys.loan(loanId) }),
  });
};

export const useBoardLoan = (loanId: string) =>
  useLoanMutation(loanId, (body: Record<string, unknown>) => api.post(`${base(loanId)}/board`, body));

export const usePostPayment = (loanId: string) =>
  useLoanMutation(
    loanId,
    (body: { amount: string; effective_date: string; method: string; idempotency_key: string }) =>
      api.post(`${base(loanId)}/payments`, body),
  );

export const useReversePayment = (loanId: string) =>
  useLoanMutation(loanId, (body: { paymentId: string; reason: string }) =>
    api.post(`${base(loanId)}/payments/${encodeURIComponent(body.paymentId)}/reverse`, {
      reason: body.reason,
    }),
  );

/** Issue 19 item 7: extend the maturity (admin); answers the new maturity and the agreement's URL. */
export const useExtendLoan = (loanId: string) =>
  useLoanMutation(loanId, () =>
    api.post<{ maturity_date: string; fee: string; agreement_url: string }>(`${base(loanId)}/extensions`, {}),
  );

/** Issue 19 items 4 and 8: set or clear a default from a date, and apply the funds held in suspense. */
export const useServicingAction = (loanId: string) =>
  useLoanMutation(loanId, (body: { action: 'default' | 'default/clear' | 'suspense/apply'; date?: string }) =>
    api.post(`${base(loanId)}/${body.action}`, body.date ? { effective_date: body.date } : {}),
  );

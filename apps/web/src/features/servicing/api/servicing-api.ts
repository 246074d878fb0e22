// The servicing calls of one boarded loan (issue 19 "The contract"): one key factory, a query
// hook per read and a mutation per write; every write refreshes this loan's servicing keys.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput, Endpoints, OperationId } from '@lending/domain';
import { call } from '../../../lib/contract-client';

/** What a declared servicing call takes as its body. */
export type BodyOf<K extends OperationId> = NonNullable<EndpointInput<Endpoints[K]>['body']>;

const servicingKeys = {
  all: ['servicing'] as const,
  loan: (loanId: string) => [...servicingKeys.all, loanId] as const,
  summary: (loanId: string) => [...servicingKeys.loan(loanId), 'summary'] as const,
  schedule: (loanId: string) => [...servicingKeys.loan(loanId), 'schedule'] as const,
  ledger: (loanId: string) => [...servicingKeys.loan(loanId), 'ledger'] as const,
  payoff: (loanId: string, date: string) => [...servicingKeys.loan(loanId), 'payoff', date] as const,
};

export const useServicingSummary = (loanId: string) =>
  useQuery({
    queryKey: servicingKeys.summary(loanId),
    queryFn: () => call('getServicingLoanByLoanId', { params: { loanId } }),
    retry: false,
  });

export const useServicingSchedule = (loanId: string, enabled: boolean) =>
  useQuery({
    queryKey: servicingKeys.schedule(loanId),
    queryFn: () => call('getServicingLoanByLoanIdSchedule', { params: { loanId }, query: {} }),
    enabled,
  });

export const useServicingLedger = (loanId: string, enabled: boolean) =>
  useQuery({
    queryKey: servicingKeys.ledger(loanId),
    queryFn: () => call('getServicingLoanByLoanIdLedger', { params: { loanId }, query: { size: 500 } }),
    enabled,
  });

export const usePayoffQuote = (loanId: string, date: string | null) =>
  useQuery({
    queryKey: servicingKeys.payoff(loanId, date ?? ''),
    queryFn: () =>
      call('getServicingLoanByLoanIdPayoff', { params: { loanId }, query: { date: date ?? undefined } }),
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
  useLoanMutation(loanId, (body: BodyOf<'postServicingLoanByLoanIdBoard'>) =>
    call('postServicingLoanByLoanIdBoard', { params: { loanId }, body }),
  );

/** `method` comes from a select of the payment methods; the server checks it against its enum. */
type PaymentInput = Omit<BodyOf<'postServicingLoanByLoanIdPayments'>, 'method'> & { method: string };

export const usePostPayment = (loanId: string) =>
  useLoanMutation(loanId, (body: PaymentInput) =>
    call('postServicingLoanByLoanIdPayments', {
      params: { loanId },
      body: { ...body, method: body.method as BodyOf<'postServicingLoanByLoanIdPayments'>['method'] },
    }),
  );

export const useReversePayment = (loanId: string) =>
  useLoanMutation(loanId, (input: { paymentId: string; reason: string }) =>
    call('postServicingLoanByLoanIdPaymentsByPaymentIdReverse', {
      params: { loanId, paymentId: input.paymentId },
      body: { reason: input.reason },
    }),
  );

/** Issue 19 item 7: extend the maturity (admin); answers the new maturity and the agreement's URL. */
export const useExtendLoan = (loanId: string) =>
  useLoanMutation(loanId, () =>
    call('postServicingLoanByLoanIdExtensions', { params: { loanId }, body: {} }),
  );

const actionCall = {
  default: 'postServicingLoanByLoanIdDefault',
  'default/clear': 'postServicingLoanByLoanIdDefaultClear',
  'suspense/apply': 'postServicingLoanByLoanIdSuspenseApply',
} as const;

/** Issue 19 items 4 and 8: set or clear a default from a date, and apply the funds held in suspense. */
export const useServicingAction = (loanId: string) =>
  useLoanMutation(loanId, (input: { action: keyof typeof actionCall; date?: string }) =>
    call(actionCall[input.action], {
      params: { loanId },
      body: input.date ? { effective_date: input.date } : {},
    }),
  );

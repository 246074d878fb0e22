import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { getLoanActivities } from './get-loan-activities';
import { getLoanScore } from './get-loan-score';
import { getLoanStatus } from './get-loan-status';
import { loanDetailKeys } from './loan-detail-keys';

// GET /loan/{id}: the route parameter is the human_id, which the server accepts as well (contract).
const getLoan = (id: string) => call('getLoanById', { params: { id } });
type Loan = Awaited<ReturnType<typeof getLoan>>;

/**
 * The first open of a loan page sends the status, activities and score calls together with the
 * loan call (the server takes the human_id on all of them), so the panels do not wait for the
 * loan before asking (issue 3, speed: no waterfall). The page renders with the loan alone (issue
 * 21, phone LCP: the header does not wait for the slowest panel call): each panel's call in flight
 * becomes its query's fetch under the loan's uuid, so a panel that mounts first waits for it
 * instead of asking again. A panel call that fails here is asked again once by its query. Later
 * refetches of the loan fetch the loan alone.
 */
/** A panel's call already in flight as its query's fetch; asked again once if it failed. */
const handOver = <T>(
  queryClient: QueryClient,
  key: readonly unknown[],
  early: Promise<T>,
  again: () => Promise<T>,
) => void queryClient.prefetchQuery({ queryKey: key, queryFn: () => early.catch(again) });

const loadLoan = async (queryClient: QueryClient, id: string): Promise<Loan> => {
  if (queryClient.getQueryData(loanDetailKeys.detail(id))) return getLoan(id);
  // The loan first: the page waits for it alone, and the browser sends requests in call order.
  const loanCall = getLoan(id);
  const status = getLoanStatus(encodeURIComponent(id));
  const activities = getLoanActivities(id);
  const score = getLoanScore(id);
  // Unobserved until the loan is there: a failure before then is not an unhandled rejection.
  for (const early of [status, activities, score]) early.catch(() => undefined);
  const loan = await loanCall;
  handOver(queryClient, loanDetailKeys.status(loan.id), status, () => getLoanStatus(loan.id));
  handOver(queryClient, loanDetailKeys.activities(loan.id), activities, () => getLoanActivities(loan.id));
  handOver(queryClient, loanDetailKeys.score(loan.id), score, () => getLoanScore(loan.id));
  return loan;
};

const loanQueryOptions = (queryClient: QueryClient, id: string) => ({
  queryKey: loanDetailKeys.detail(id),
  queryFn: () => loadLoan(queryClient, id),
  retry: false,
});

export const useLoan = (id: string) => {
  const queryClient = useQueryClient();
  return useQuery(loanQueryOptions(queryClient, id));
};

/** A full page load of /loan/{id} asks for the loan while the page's code is still loading. */
export const prefetchLoan = (queryClient: QueryClient, id: string): Promise<void> =>
  queryClient.prefetchQuery(loanQueryOptions(queryClient, id));

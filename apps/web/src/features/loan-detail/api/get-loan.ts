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
 * loan call (the server takes the human_id on all of them) and seeds their caches under the
 * loan's uuid, so the panels do not wait for the loan before asking (issue 3, speed: no
 * waterfall). Later refetches of the loan fetch the loan alone. A panel call that fails here is
 * left to the panel, which asks again and shows its own error.
 */
const loadLoan = async (queryClient: QueryClient, id: string): Promise<Loan> => {
  if (queryClient.getQueryData(loanDetailKeys.detail(id))) return getLoan(id);
  const quiet = <T>(promise: Promise<T>) => promise.catch(() => undefined);
  const safeId = encodeURIComponent(id);
  const [loan, status, activities, score] = await Promise.all([
    getLoan(id),
    quiet(getLoanStatus(safeId)),
    quiet(getLoanActivities(id)),
    quiet(getLoanScore(id)),
  ]);
  if (status) queryClient.setQueryData(loanDetailKeys.status(loan.id), status);
  if (activities) queryClient.setQueryData(loanDetailKeys.activities(loan.id), activities);
  if (score) queryClient.setQueryData(loanDetailKeys.score(loan.id), score);
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

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router';

// Query keys every loan screen shares (STYLE.md "Web data"): the loan page's keys start with
// LOAN_DETAIL_KEY and the loan's id (its detail is kept under the id the route names, the uuid or
// the human_id; its status, activities and score under the uuid); the dashboard lists with
// LOAN_LIST_KEY.
export const LOAN_DETAIL_KEY = ['loan-detail'] as const;
const LOAN_LIST_KEY = ['loans'] as const;

type LoanIds = { id?: unknown; human_id?: unknown };

/**
 * After a change to one loan or one of its activities: that loan's panels and the loan lists
 * refresh, with the page's calls about its activities, and no other loan's (issue 12 item 5).
 * `loanId` is the uuid or the human_id.
 */
export const invalidateLoan = (queryClient: QueryClient, loanId: string) => {
  const ids = new Set([loanId]);
  for (const [, data] of queryClient.getQueriesData<LoanIds>({ queryKey: LOAN_DETAIL_KEY })) {
    if (data && (data.id === loanId || data.human_id === loanId)) {
      if (typeof data.id === 'string') ids.add(data.id);
      if (typeof data.human_id === 'string') ids.add(data.human_id);
    }
  }
  // The page's per-activity keys (envelope, report, form values and their links...) name an
  // activity's id.
  const activityIds = new Set<string>();
  for (const id of ids) {
    const activities = queryClient.getQueryData<{ activity_id: string }[]>([
      ...LOAN_DETAIL_KEY,
      id,
      'activities',
    ]);
    for (const activity of activities ?? []) activityIds.add(activity.activity_id);
  }
  return Promise.all([
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        queryKey[0] === LOAN_DETAIL_KEY[0] &&
        (ids.has(String(queryKey[1])) || queryKey.some((part) => activityIds.has(String(part)))),
    }),
    queryClient.invalidateQueries({ queryKey: LOAN_LIST_KEY }),
  ]);
};

/** invalidateLoan for the loan the page's route names (`/loan/:id`): for calls made by activity id. */
export const useInvalidateRouteLoan = () => {
  const queryClient = useQueryClient();
  const { id = '' } = useParams();
  return useCallback(() => invalidateLoan(queryClient, id), [queryClient, id]);
};

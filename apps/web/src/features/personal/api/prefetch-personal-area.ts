import type { QueryClient } from '@tanstack/react-query';
import { borrowerActivitiesQueryOptions } from './get-borrower-activities';
import { loanActivitiesQueryOptions } from './get-loan-activities';
import { personalAuthQueryOptions } from './get-personal-auth';
import { servicingMineQueryOptions } from './get-payments-due';

/**
 * Issue 21, phone: the calls the personal area's 'What to do now' list needs, started as soon as
 * a borrower's or broker's role is known (before the page's code has loaded and rendered), and in
 * parallel: the area's owner and loans, then every loan's activities and the person's own at once,
 * with the servicing loans beside them. The page reads the same queries from the cache.
 */
export const prefetchPersonalArea = async (queryClient: QueryClient): Promise<void> => {
  void queryClient.prefetchQuery(servicingMineQueryOptions);
  const auth = await queryClient.fetchQuery(personalAuthQueryOptions(null));
  const entityType = auth.entity_type ?? 'borrower';
  const borrowerId = entityType === 'borrower' ? (auth.borrower?.id ?? null) : null;
  if (borrowerId) void queryClient.prefetchQuery(borrowerActivitiesQueryOptions(borrowerId, null));
  const loans = auth.borrower?.loans ?? auth.contact?.loans ?? [];
  for (const loan of loans.filter((one) => !one.archived))
    void queryClient.prefetchQuery(loanActivitiesQueryOptions(entityType, loan.id, null));
};

import type { QueryClient } from '@tanstack/react-query';
import { borrowerActivitiesQueryOptions } from './get-borrower-activities';
import { loanActivitiesQueryOptions } from './get-loan-activities';
import { personalAuthQueryOptions } from './get-personal-auth';
import { prefetchToDoNow, toDoNowQueryOptions } from '../../../lib/personal-area';

/**
 * Issue 21, phone: the personal area's calls, started as soon as a borrower's or broker's role is
 * known (before the page's code has loaded and rendered). The 'What to do now' list is one call
 * (GET /personal/to-do, with the servicing loans beside it; sign-in has usually started both
 * already); the cards below it need the area's owner and loans, asked for once the list has
 * answered, then every loan's activities and the person's own at once. The page reads the same queries from the cache.
 */
export const prefetchPersonalArea = async (queryClient: QueryClient): Promise<void> => {
  prefetchToDoNow(queryClient);
  // The list first: the owner and the activities are asked for once it has answered, so on a
  // phone neither its answer nor its render shares the connection or the main thread with theirs.
  await queryClient.fetchQuery(toDoNowQueryOptions(null)).catch(() => undefined);
  const auth = await queryClient.fetchQuery(personalAuthQueryOptions(null));
  const entityType = auth.entity_type ?? 'borrower';
  const borrowerId = entityType === 'borrower' ? (auth.borrower?.id ?? null) : null;
  if (borrowerId) void queryClient.prefetchQuery(borrowerActivitiesQueryOptions(borrowerId, null));
  const loans = auth.borrower?.loans ?? auth.contact?.loans ?? [];
  for (const loan of loans.filter((one) => !one.archived))
    void queryClient.prefetchQuery(loanActivitiesQueryOptions(entityType, loan.id, null));
};

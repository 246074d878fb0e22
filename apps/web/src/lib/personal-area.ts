import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from './contract-client';
// The personal (borrower) and broker areas answer the same calls under two bases (000 §7, 001 §7).
export type EntityType = 'borrower' | 'contact';

/** Borrowers use /personal, broker contacts /broker. */
export const areaBase = (entityType: EntityType): '/personal' | '/broker' =>
  entityType === 'contact' ? '/broker' : '/personal';

/** `?user-email=` passes through to every call (admins, or brokers with that contact). */
export const userEmailQuery = (userEmail: string | null): { 'user-email'?: string } =>
  userEmail ? { 'user-email': userEmail } : {};

/**
 * GET /api/personal/to-do: the person's whole 'What to do now' list in one answer (issue 21). Here,
 * not in the personal feature, because sign-in starts it while the router navigates. The key sits
 * under the personal feature's ['personal'] keys, so an upload or an edit there refreshes it too.
 */
export const toDoNowQueryOptions = (userEmail: string | null) =>
  queryOptions({
    queryKey: ['personal', 'to-do', userEmail ?? ''] as const,
    queryFn: () => call('getPersonalToDo', { query: userEmailQuery(userEmail) }),
    staleTime: 60_000,
  });

/**
 * GET /api/servicing/mine: the person's boarded loans (issue 19), whose payments due join the list.
 * The key is the one the servicing cards use, so the page asks once.
 */
export const servicingMineQueryOptions = queryOptions({
  queryKey: ['servicing', 'mine'] as const,
  queryFn: () => call('getServicingMine', {}),
});

/** Sign-in (issue 21): a borrower's or broker's list is asked for while the router navigates. */
export const prefetchToDoNow = (queryClient: QueryClient): void => {
  void queryClient.prefetchQuery(toDoNowQueryOptions(null));
  void queryClient.prefetchQuery(servicingMineQueryOptions);
};

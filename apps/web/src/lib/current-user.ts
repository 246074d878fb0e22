import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '@lending/domain';
import { call } from './contract-client';
import { getTokenEmail } from './session';

// docs/contract.md, Auth: GET /api/user/logged-in-user/{email}; the email comes from the token
// (spec 000 §5). Every page inside the route guard can read the loaded user with useCurrentUser().
export type { Role } from '@lending/domain';
export type LoggedInUser = User;

const currentUserKeys = {
  all: ['current-user'] as const,
  byEmail: (email: string) => [...currentUserKeys.all, email] as const,
};

const getLoggedInUser = (email: string) => call('getUserLoggedInUserByEmail', { params: { email } });

const loggedInUserQuery = (email: string) =>
  queryOptions({ queryKey: currentUserKeys.byEmail(email), queryFn: () => getLoggedInUser(email) });

/**
 * Issue 21: the login answer carries the user as GET /user/logged-in-user gives it; put there, the
 * route guard routes at once instead of asking for it one round trip after 'Sign in'.
 */
export const seedLoggedInUser = (queryClient: QueryClient, email: string, user: LoggedInUser): void => {
  queryClient.setQueryData(currentUserKeys.byEmail(email), user);
};

export const useLoggedInUser = (email: string | null) =>
  useQuery({ ...loggedInUserQuery(email ?? ''), enabled: email !== null });

/**
 * A full page load inside the route guard asks for the signed-in user beside the page's code and
 * data, not after React's first render (issue 21, phone: one round trip off the critical path).
 */
export const prefetchLoggedInUser = (queryClient: QueryClient): void => {
  const email = getTokenEmail();
  if (email) void queryClient.prefetchQuery(loggedInUserQuery(email));
};

/** The signed-in user; only call inside the route guard, which renders nothing until it is loaded. */
export const useCurrentUser = (): LoggedInUser => {
  const { data } = useLoggedInUser(getTokenEmail());
  if (!data) throw new Error('useCurrentUser called outside the route guard');
  return data;
};

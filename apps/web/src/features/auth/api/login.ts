import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInBody } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { seedLoggedInUser } from '../../../lib/current-user';
import { prefetchToDoNow } from '../../../lib/personal-area';
import { getTokenEmail, setToken } from '../../../lib/session';

const login = (input: SignInBody) => call('postAuthLogin', { body: input });

/**
 * Issue 21, phone: the answer carries the user, so the route guard needs no second call, and a
 * borrower's or broker's 'What to do now' list is asked for while the router navigates.
 */
export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => {
      setToken(token);
      const email = getTokenEmail();
      if (email) seedLoggedInUser(queryClient, email, user);
      if (user.role !== 'admin') prefetchToDoNow(queryClient);
    },
  });
};

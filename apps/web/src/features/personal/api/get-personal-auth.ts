import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { personalKeys } from './personal-keys';
import { userEmailQuery } from '../../../lib/personal-area';

// GET /api/personal/auth: whose area this is (borrower or broker contact), with their loans.
const getPersonalAuth = (userEmail: string | null) =>
  call('getPersonalAuth', { query: userEmailQuery(userEmail) });

export const personalAuthQueryOptions = (userEmail: string | null) =>
  queryOptions({
    queryKey: personalKeys.auth(userEmail),
    queryFn: () => getPersonalAuth(userEmail),
    staleTime: 60_000,
  });

/** `enabled` false holds the call back (the page asks once its 'What to do now' list has answered). */
export const usePersonalAuth = (userEmail: string | null, enabled = true) =>
  useQuery({ ...personalAuthQueryOptions(userEmail), enabled });

import { QueryClient } from '@tanstack/react-query';
import {
  LOAN_DETAIL_QUERY_RETRY,
  LOAN_DETAIL_QUERY_STALE_TIME_MS,
  QUERY_RETRY,
  QUERY_STALE_TIME_MS,
} from '@lending/domain';
import { ApiError } from '../lib/api-client';

// Spec 000 §9: stale time 5 minutes, 1 retry by default. A 4xx answer will not change on retry
// (and a 403 on the user fetch must show the not-authorised page at once), so it is not retried.
/** Query-key prefixes of the loan page's working areas (loan-detail and documents features). */
const LOAN_AREA_QUERY_PREFIXES = [['loan-detail'], ['documents']] as const;

export const createQueryClient = (): QueryClient => {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < QUERY_RETRY;
        },
        refetchOnWindowFocus: false,
      },
    },
  });
  // 001 §7: the loan working areas' queries: stale 60 s, no retry, no refetch on window focus.
  for (const prefix of LOAN_AREA_QUERY_PREFIXES) {
    client.setQueryDefaults([...prefix], {
      staleTime: LOAN_DETAIL_QUERY_STALE_TIME_MS,
      retry: LOAN_DETAIL_QUERY_RETRY,
      refetchOnWindowFocus: false,
    });
  }
  return client;
};

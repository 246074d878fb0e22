import { QueryClient } from '@tanstack/react-query';
import { QUERY_RETRY, QUERY_STALE_TIME_MS } from '@lending/domain';
import { ApiError } from '../lib/api-client';

// Spec 000 §9: stale time 5 minutes, 1 retry by default. A 4xx answer will not change on retry
// (and a 403 on the user fetch must show the not-authorised page at once), so it is not retried.
export const createQueryClient = (): QueryClient =>
  new QueryClient({
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

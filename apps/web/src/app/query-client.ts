import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

const FIVE_MINUTES = 5 * 60 * 1000;

// Spec 000 §9: stale time 5 minutes, 1 retry by default. A 4xx answer will not change on retry
// (and a 403 on the user fetch must show the not-authorised page at once), so it is not retried.
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
        refetchOnWindowFocus: false,
      },
    },
  });

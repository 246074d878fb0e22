import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';

// GET /api/servicing/mine: the signed-in person's boarded loans (issue 19). The key is the one
// the servicing cards use, so the page asks once and a draw or payment refreshes both.
export const servicingMineQueryOptions = queryOptions({
  queryKey: ['servicing', 'mine'] as const,
  queryFn: () => call('getServicingMine', {}),
});

/** Only for the person's own area (an admin viewing someone's page with user-email gets none). */
export const useServicingLoans = (isOwnArea: boolean) =>
  useQuery({
    ...servicingMineQueryOptions,
    enabled: isOwnArea,
    select: (data) => data.loans,
  });

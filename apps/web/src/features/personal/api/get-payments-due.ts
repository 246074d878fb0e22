import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';

// GET /api/servicing/mine: the signed-in person's boarded loans (issue 19). The key is the one
// the servicing cards use, so the page asks once and a draw or payment refreshes both.
const SERVICING_MINE_KEY = ['servicing', 'mine'] as const;

/** Only for the person's own area (an admin viewing someone's page with user-email gets none). */
export const useServicingLoans = (isOwnArea: boolean) =>
  useQuery({
    queryKey: SERVICING_MINE_KEY,
    queryFn: () => call('getServicingMine', {}),
    enabled: isOwnArea,
    select: (data) => data.loans,
  });

import { useQuery } from '@tanstack/react-query';
import { servicingMineQueryOptions } from '../../../lib/personal-area';

// GET /api/servicing/mine (lib/personal-area.ts): the signed-in person's boarded loans (issue 19).

/** Only for the person's own area (an admin viewing someone's page with user-email gets none). */
export const useServicingLoans = (isOwnArea: boolean) =>
  useQuery({
    ...servicingMineQueryOptions,
    enabled: isOwnArea,
    select: (data) => data.loans,
  });

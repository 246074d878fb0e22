import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { personalKeys } from './personal-keys';
import { userEmailQuery } from '../../../lib/personal-area';

// GET /api/personal/borrower/{id}/activities: the borrower's own tasks (application, documents).
const getBorrowerActivities = (borrowerId: string, userEmail: string | null) =>
  call('getPersonalBorrowerByIdActivities', {
    params: { id: borrowerId },
    query: userEmailQuery(userEmail),
  });

export const borrowerActivitiesQueryOptions = (borrowerId: string | null, userEmail: string | null) =>
  queryOptions({
    queryKey: personalKeys.borrowerActivities(borrowerId ?? '', userEmail),
    queryFn: () => getBorrowerActivities(borrowerId ?? '', userEmail),
    enabled: borrowerId !== null,
    staleTime: 30_000,
  });

export const useBorrowerActivities = (borrowerId: string | null, userEmail: string | null) =>
  useQuery(borrowerActivitiesQueryOptions(borrowerId, userEmail));

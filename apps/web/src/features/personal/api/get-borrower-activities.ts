import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { personalKeys } from './personal-keys';
import { userEmailQuery } from '../../../lib/personal-area';
import { type PersonalActivity } from './personal-types';

// GET /api/personal/borrower/{id}/activities: the borrower's own tasks (application, documents).
const getBorrowerActivities = (borrowerId: string, userEmail: string | null) =>
  api.get<PersonalActivity[]>(`/personal/borrower/${borrowerId}/activities`, {
    query: userEmailQuery(userEmail),
  });

const borrowerActivitiesQueryOptions = (borrowerId: string | null, userEmail: string | null) =>
  queryOptions({
    queryKey: personalKeys.borrowerActivities(borrowerId ?? '', userEmail),
    queryFn: () => getBorrowerActivities(borrowerId ?? '', userEmail),
    enabled: borrowerId !== null,
    staleTime: 30_000,
  });

export const useBorrowerActivities = (borrowerId: string | null, userEmail: string | null) =>
  useQuery(borrowerActivitiesQueryOptions(borrowerId, userEmail));

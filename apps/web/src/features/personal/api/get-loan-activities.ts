import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { personalKeys } from './personal-keys';
import { areaBase, userEmailQuery, type EntityType } from '../../../lib/personal-area';
import { type PersonalActivity } from './personal-types';

// GET /api/personal/loan/{id}/activities (borrower) or /api/broker/loan/{id}/activities (broker).
const getLoanActivities = (entityType: EntityType, loanId: string, userEmail: string | null) =>
  api.get<PersonalActivity[]>(`${areaBase(entityType)}/loan/${loanId}/activities`, {
    query: userEmailQuery(userEmail),
  });

const loanActivitiesQueryOptions = (entityType: EntityType, loanId: string, userEmail: string | null) =>
  queryOptions({
    queryKey: personalKeys.loanActivities(loanId, userEmail),
    queryFn: () => getLoanActivities(entityType, loanId, userEmail),
    staleTime: 30_000,
  });

export const useLoanActivities = (entityType: EntityType, loanId: string, userEmail: string | null) =>
  useQuery(loanActivitiesQueryOptions(entityType, loanId, userEmail));

/** The activities of every loan at once (the activities card's 'other tasks'). */
export const useAllLoanActivities = (entityType: EntityType, loanIds: string[], userEmail: string | null) =>
  useQueries({
    queries: loanIds.map((loanId) => loanActivitiesQueryOptions(entityType, loanId, userEmail)),
    combine: (results) => ({
      data: results.flatMap((result) => result.data ?? []),
      isPending: results.some((result) => result.isPending),
    }),
  });

import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { personalKeys } from './personal-keys';
import { userEmailQuery, type EntityType } from '../../../lib/personal-area';

// GET /api/personal/loan/{id}/activities (borrower) or /api/broker/loan/{id}/activities (broker).
const getLoanActivities = (entityType: EntityType, loanId: string, userEmail: string | null) =>
  entityType === 'contact'
    ? call('getBrokerLoanByIdActivities', { params: { id: loanId }, query: userEmailQuery(userEmail) })
    : call('getPersonalLoanByIdActivities', { params: { id: loanId }, query: userEmailQuery(userEmail) });

export const loanActivitiesQueryOptions = (
  entityType: EntityType,
  loanId: string,
  userEmail: string | null,
) =>
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

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loanDetailKeys } from './loan-detail-keys';
import type { Activity } from './types';

// GET /activity/loan/{id}/all (spec 000 §7): every activity of the loan, document requests included.
export const getLoanActivities = (loanId: string) => api.get<Activity[]>(`/activity/loan/${loanId}/all`);

const loanActivitiesQueryOptions = (loanId: string) =>
  queryOptions({ queryKey: loanDetailKeys.activities(loanId), queryFn: () => getLoanActivities(loanId) });

export const useLoanActivities = (loanId: string) => useQuery(loanActivitiesQueryOptions(loanId));

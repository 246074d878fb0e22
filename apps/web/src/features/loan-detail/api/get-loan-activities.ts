import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { loanDetailKeys } from './loan-detail-keys';

// GET /activity/loan/{id}/all (spec 000 §7): every activity of the loan, document requests included.
export const getLoanActivities = (loanId: string) =>
  call('getActivityLoanByIdAll', { params: { id: loanId } });

const loanActivitiesQueryOptions = (loanId: string) =>
  queryOptions({ queryKey: loanDetailKeys.activities(loanId), queryFn: () => getLoanActivities(loanId) });

export const useLoanActivities = (loanId: string) => useQuery(loanActivitiesQueryOptions(loanId));

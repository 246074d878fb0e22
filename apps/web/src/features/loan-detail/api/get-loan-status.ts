import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { loanDetailKeys } from './loan-detail-keys';

// GET /loan-status/{loanId} (spec 001 §7): state, suggested steps and the progress blocks.
export const getLoanStatus = (loanId: string) => call('getLoanStatusByLoanId', { params: { loanId } });

const loanStatusQueryOptions = (loanId: string) =>
  queryOptions({ queryKey: loanDetailKeys.status(loanId), queryFn: () => getLoanStatus(loanId) });

export const useLoanStatus = (loanId: string) => useQuery(loanStatusQueryOptions(loanId));

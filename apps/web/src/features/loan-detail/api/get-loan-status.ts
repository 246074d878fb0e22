import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loanDetailKeys } from './loan-detail-keys';
import type { LoanStatusResponse } from './types';

// GET /loan-status/{loanId} (spec 001 §7): state, suggested steps and the progress blocks.
export const getLoanStatus = (loanId: string) => api.get<LoanStatusResponse>(`/loan-status/${loanId}`);

const loanStatusQueryOptions = (loanId: string) =>
  queryOptions({ queryKey: loanDetailKeys.status(loanId), queryFn: () => getLoanStatus(loanId) });

export const useLoanStatus = (loanId: string) => useQuery(loanStatusQueryOptions(loanId));

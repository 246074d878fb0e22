import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LoanSummary } from '@lending/domain';
import { api } from '../../../lib/api-client';
import type { LoanScope } from './loan-keys';
import { loanKeys } from './loan-keys';

// GET /loan/summary (issue 10): the status cards, value cards, charts and insights of a list,
// computed by PostgreSQL.
const getLoanSummary = (scope: LoanScope) => api.get<LoanSummary>('/loan/summary', { query: { scope } });

export const loanSummaryQuery = (scope: LoanScope) =>
  queryOptions({ queryKey: loanKeys.summary(scope), queryFn: () => getLoanSummary(scope) });

export const useLoanSummary = (scope: LoanScope) =>
  useQuery({ ...loanSummaryQuery(scope), placeholderData: keepPreviousData });

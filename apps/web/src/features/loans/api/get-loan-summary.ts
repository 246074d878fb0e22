import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import type { LoanScope } from './loan-keys';
import { loanKeys } from './loan-keys';

// GET /loan/summary (issue 10): the status cards, value cards, charts and insights of a list,
// computed by PostgreSQL.
const getLoanSummary = (scope: LoanScope) => call('getLoanSummary', { query: { scope } });

export const loanSummaryQuery = (scope: LoanScope) =>
  queryOptions({ queryKey: loanKeys.summary(scope), queryFn: () => getLoanSummary(scope) });

export const useLoanSummary = (scope: LoanScope) =>
  useQuery({ ...loanSummaryQuery(scope), placeholderData: keepPreviousData });

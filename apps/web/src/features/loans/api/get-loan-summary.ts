import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { LoanScope } from './get-loan-page';
import { loanKeys } from './loan-keys';

type LoanSummaryInsight = { name: string; description: string | null; level: number };

export type LoanSummary = {
  by_status: { status: string; count: number; amount: number }[];
  total_count: number;
  total_amount: number;
  average_amount: number;
  average_interest_rate: number | null;
  median_amount: number;
  by_state: { label: string; count: number }[];
  by_property_type: { property_type: string | null; count: number }[];
  closing: { days: number; count: number; amount: number }[];
  insights: {
    risks: number;
    warnings: number;
    loans: {
      id: string;
      human_id: string;
      name: string | null;
      risks: number;
      warnings: number;
      worst: LoanSummaryInsight;
    }[];
  };
};

// GET /loan/summary (issue 10): the status cards, value cards, charts and insights of a list,
// computed by PostgreSQL.
const getLoanSummary = (scope: LoanScope) => api.get<LoanSummary>('/loan/summary', { query: { scope } });

export const loanSummaryQuery = (scope: LoanScope) =>
  queryOptions({ queryKey: loanKeys.summary(scope), queryFn: () => getLoanSummary(scope) });

export const useLoanSummary = (scope: LoanScope) =>
  useQuery({ ...loanSummaryQuery(scope), placeholderData: keepPreviousData });

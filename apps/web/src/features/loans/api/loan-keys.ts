// Query key factory of the loans feature (STYLE.md "Web data"): archive and restore invalidate
// loanKeys.all so every list, page, summary and map (active, archived, portfolio) refreshes together.
import type { LoanMapParams } from './get-loan-map';
import type { LoanListParams, LoanScope } from './get-loan-page';

export const loanKeys = {
  all: ['loans'] as const,
  list: (kind: 'all' | 'all-archive' | 'portfolio') => [...loanKeys.all, 'list', kind] as const,
  page: (params: LoanListParams, limit: number) => [...loanKeys.all, 'page', params, limit] as const,
  summary: (scope: LoanScope) => [...loanKeys.all, 'summary', scope] as const,
  map: (params: LoanMapParams) => [...loanKeys.all, 'map', params] as const,
};

import { loanDetailKeys } from './loan-detail-keys';

// Reports and policy analysis of one loan live under the loan's key, so invalidating the loan
// (any activity mutation) refreshes them too.
export const reportKeys = {
  reports: (loanId: string) => [...loanDetailKeys.loan(loanId), 'reports'] as const,
  analysis: (loanId: string, entity: string) => [...loanDetailKeys.loan(loanId), 'analysis', entity] as const,
};

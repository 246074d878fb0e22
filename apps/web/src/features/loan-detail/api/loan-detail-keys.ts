import { LOAN_DETAIL_KEY } from '../../../lib/loan-queries';

// Query key factory of the loan detail feature (STYLE.md "Web data"): mutations invalidate
// that loan only (lib/loan-queries.ts invalidateLoan): every panel of one loan and the lists refresh together.
export const loanDetailKeys = {
  all: LOAN_DETAIL_KEY,
  loan: (id: string) => [...loanDetailKeys.all, id] as const,
  detail: (id: string) => [...loanDetailKeys.loan(id), 'detail'] as const,
  status: (id: string) => [...loanDetailKeys.loan(id), 'status'] as const,
  activities: (id: string) => [...loanDetailKeys.loan(id), 'activities'] as const,
  score: (id: string) => [...loanDetailKeys.loan(id), 'score'] as const,
  formValues: (kind: string, activityId: string) =>
    [...loanDetailKeys.all, 'form', kind, activityId] as const,
  lookups: (kind: 'borrowers' | 'contacts') => [...loanDetailKeys.all, 'lookup', kind] as const,
};

// Query key factory of the loan detail feature (STYLE.md "Web data"): mutations invalidate
// loanDetailKeys.loan(id) so every panel of one loan refreshes together.
export const loanDetailKeys = {
  all: ['loan-detail'] as const,
  loan: (id: string) => [...loanDetailKeys.all, id] as const,
  detail: (id: string) => [...loanDetailKeys.loan(id), 'detail'] as const,
  status: (id: string) => [...loanDetailKeys.loan(id), 'status'] as const,
  activities: (id: string) => [...loanDetailKeys.loan(id), 'activities'] as const,
  score: (id: string) => [...loanDetailKeys.loan(id), 'score'] as const,
  formValues: (kind: string, activityId: string) =>
    [...loanDetailKeys.all, 'form', kind, activityId] as const,
  lookups: (kind: 'borrowers' | 'contacts') => [...loanDetailKeys.all, 'lookup', kind] as const,
};

/** The loan lists of the dashboard screens ('loans' feature keys): archive and restore refresh them (000 §2). */
export const LOAN_LIST_KEY = ['loans'] as const;

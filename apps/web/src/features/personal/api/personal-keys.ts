export const personalKeys = {
  all: ['personal'] as const,
  auth: (userEmail: string | null) => [...personalKeys.all, 'auth', userEmail ?? ''] as const,
  borrowerActivities: (borrowerId: string, userEmail: string | null) =>
    [...personalKeys.all, 'borrower-activities', borrowerId, userEmail ?? ''] as const,
  loan: (loanId: string, userEmail: string | null) =>
    [...personalKeys.all, 'loan', loanId, userEmail ?? ''] as const,
  loanActivities: (loanId: string, userEmail: string | null) =>
    [...personalKeys.all, 'loan-activities', loanId, userEmail ?? ''] as const,
};

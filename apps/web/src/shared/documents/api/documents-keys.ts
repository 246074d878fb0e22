// Query keys of the documents feature (STYLE.md "Web data"). Reviews change the loan's
// activities, which live under the loan-detail keys: review mutations refresh those too.
export const documentsKeys = {
  all: ['documents'] as const,
  templates: () => [...documentsKeys.all, 'templates'] as const,
  systemDocuments: (loanId: string) => [...documentsKeys.all, 'system', loanId] as const,
  preview: (activityId: string, documentId: string) =>
    [...documentsKeys.all, 'preview', activityId, documentId] as const,
};

/** The loan page's own keys (loan-detail feature): activities, status and detail of every loan. */
export const LOAN_DETAIL_KEY = ['loan-detail'] as const;

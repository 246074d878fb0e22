// Query keys of the document widgets (STYLE.md "Web data"). Reviews change the loan's
// activities, which live under the loan page's keys: review mutations refresh that loan (lib/loan-queries.ts).
export const documentsKeys = {
  all: ['documents'] as const,
  templates: () => [...documentsKeys.all, 'templates'] as const,
  systemDocuments: (loanId: string) => [...documentsKeys.all, 'system', loanId] as const,
  preview: (activityId: string, documentId: string) =>
    [...documentsKeys.all, 'preview', activityId, documentId] as const,
};

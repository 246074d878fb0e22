// Query keys of the loan documents panel (issue 9); data queries: no refetch on focus, no retry,
// 60 s stale time (001 §7).
export const loanDocumentsKeys = {
  all: ['loan-documents'] as const,
  documents: (loanId: string) => [...loanDocumentsKeys.all, loanId, 'documents'] as const,
  sources: (loanId: string) => [...loanDocumentsKeys.all, loanId, 'sources'] as const,
  pages: (loanId: string, documentId: string) =>
    [...loanDocumentsKeys.all, loanId, 'pages', documentId] as const,
};

export const QUERY_DEFAULTS = { refetchOnWindowFocus: false, retry: false, staleTime: 60_000 } as const;

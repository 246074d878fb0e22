// Query keys of the loan assistant (001 §5-§7); no refetch on focus, no retry, 60 s stale time.
export const assistantKeys = {
  all: ['loan-assistant'] as const,
  threads: (loanId: string) => [...assistantKeys.all, loanId, 'threads'] as const,
  thread: (id: string) => [...assistantKeys.all, 'thread', id] as const,
  datastore: (loanId: string) => [...assistantKeys.all, loanId, 'datastore'] as const,
  mode: () => [...assistantKeys.all, 'mode'] as const,
};
export const QUERY_DEFAULTS = { refetchOnWindowFocus: false, retry: false, staleTime: 60_000 } as const;

// Query key factory of the loans feature (STYLE.md "Web data"): archive and restore invalidate
// loanKeys.all so every list (active, archived, portfolio) refreshes together.
export const loanKeys = {
  all: ['loans'] as const,
  list: (kind: 'all' | 'all-archive' | 'portfolio') => [...loanKeys.all, 'list', kind] as const,
};

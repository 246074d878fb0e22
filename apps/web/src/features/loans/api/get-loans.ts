import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loanKeys } from './loan-keys';
import type { LoanListItem } from './types';

type ListKind = 'all' | 'all-archive' | 'portfolio';

// Spec 000 §7: GET /loan/all, /loan/all-archive, /loan/portfolio.
const getLoans = (kind: ListKind) => api.get<LoanListItem[]>(`/loan/${kind}`);

export const loansQuery = (kind: ListKind) =>
  queryOptions({ queryKey: loanKeys.list(kind), queryFn: () => getLoans(kind) });

export const useLoans = (kind: ListKind) => useQuery(loansQuery(kind));

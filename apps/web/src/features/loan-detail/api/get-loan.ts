import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loanDetailKeys } from './loan-detail-keys';
import type { Loan } from './types';

// GET /loan/{id}: the route parameter is the human_id, which the server accepts as well (contract).
export const getLoan = (id: string) => api.get<Loan>(`/loan/${encodeURIComponent(id)}`);

export const loanQueryOptions = (id: string) =>
  queryOptions({ queryKey: loanDetailKeys.detail(id), queryFn: () => getLoan(id), retry: false });

export const useLoan = (id: string) => useQuery(loanQueryOptions(id));

import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { LoanSortKey } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { loanKeys, type LoanListParams, type LoanScope } from './loan-keys';

export const scopeOf = (isPortfolio: boolean, isArchived: boolean): LoanScope =>
  isPortfolio
    ? isArchived
      ? 'portfolio-archive'
      : 'portfolio'
    : isArchived
      ? 'requests-archive'
      : 'requests';

/** Rows per page on /requests and /portfolio (more load as the table scrolls). */
export const PAGE_ROWS = 100;

const csv = (values: readonly string[]) => (values.length ? values.join(',') : undefined);

/** The list's filters as query parameters (shared with GET /loan/map). */
export const filterQuery = (params: Omit<LoanListParams, 'sort' | 'desc' | 'pinned'>) => ({
  scope: params.scope,
  q: params.q.trim() || undefined,
  // Spec 000 §2: the screens search the loan name.
  search_in: 'name' as const,
  status: params.status ?? undefined,
  property_type: csv(params.propertyTypes),
  purpose: csv(params.purposes),
});

// GET /loan/page (issue 10): one page of loans sorted, filtered and searched by the server, pinned
// loans first on the first page, a keyset cursor for the next.
const getLoanPage = (params: LoanListParams, limit: number, cursor: string | null) =>
  call('getLoanPage', {
    query: {
      ...filterQuery(params),
      sort: params.sort as LoanSortKey,
      dir: params.desc ? 'desc' : 'asc',
      pinned: csv(params.pinned),
      limit,
      cursor: cursor ?? undefined,
    },
  });

export const loanPageQuery = (params: LoanListParams, limit: number) =>
  infiniteQueryOptions({
    queryKey: loanKeys.page(params, limit),
    queryFn: ({ pageParam }) => getLoanPage(params, limit, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

/** Typing keeps the previous rows on screen until the next answer arrives. */
export const useLoanPage = (params: LoanListParams, limit: number) =>
  useInfiniteQuery({ ...loanPageQuery(params, limit), placeholderData: keepPreviousData });

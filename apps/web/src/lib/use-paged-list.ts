// One way to read a paged list (issue 22 item 5, docs/contract.md "Paging every list"): the pages
// a screen has loaded, flattened, and the next one asked for with the cursor the last page named.
// A page without a next cursor ends the list. `fetchPage` is `callPage(...)` for the spec's array
// lists (cursor in X-Next-Cursor) or maps a `{ items, next_cursor }` body to the same Page shape.
import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Page } from './contract-client';

type PagedListOptions<T> = {
  queryKey: QueryKey;
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<Page<T>>;
  /** Keeps the rows shown while another key's first page loads (a filter changed). */
  keepRowsWhileLoading?: boolean;
  /** Refreshes the loaded pages (from the first) while the screen is open. */
  refetchInterval?: number | ((items: T[]) => number | false);
};

export const usePagedList = <T>(options: PagedListOptions<T>) => {
  const { queryKey, fetchPage, refetchInterval } = options;
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: options.keepRowsWhileLoading ? keepPreviousData : undefined,
    refetchInterval:
      typeof refetchInterval === 'function'
        ? (current) => refetchInterval(current.state.data?.pages.flatMap((page) => page.items) ?? [])
        : refetchInterval,
  });
  const { data } = query;
  const items = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  return { query, items };
};

import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityResponse, ActivitySortKey } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { activitiesKeys, type ActivityListParams } from './activities-keys';

// The screen's activity (000 §3 plus the Add Activity fields, 002 §2.7): the domain's wire contract.
export type ScreenActivity = ActivityResponse;

/** Rows per page of the screen's table. */
export const PAGE_SIZE = 50;

// GET /activity/page (issue 10): one page of the screen's filters and sort and a cursor for the
// next; no list is capped or sent whole. (GET /activity/all stays as the spec's call.)
const getActivityPage = (params: ActivityListParams, cursor: string | null) =>
  call('getActivityPage', {
    query: {
      due: params.due,
      status: params.status,
      sort: params.sort as ActivitySortKey,
      dir: params.desc ? 'desc' : 'asc',
      limit: PAGE_SIZE,
      cursor: cursor ?? undefined,
    },
  });

export const useActivityPages = (params: ActivityListParams) =>
  useInfiniteQuery({
    queryKey: activitiesKeys.page(params),
    queryFn: ({ pageParam }) => getActivityPage(params, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
  });

import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_TABLE_ROWS, DEFAULT_LOAN_SORT } from '@lending/domain';
import { loanPageQuery, PAGE_ROWS, scopeOf } from '../../features/loans/api/get-loan-page';
import { loanSummaryQuery } from '../../features/loans/api/get-loan-summary';
import { readPinned } from '../../features/loans/utils/pinned-loans';

const LOAN_LIST_PATHS = ['/', '/dashboard', '/requests'];

/**
 * Issue 2, speed: on a page load that lands on the loan list, its first page, its cards and the
 * page's code are fetched while the user is still loading, instead of one after the other.
 */
export const usePrefetchFirstRoute = (pathname: string, hash: string, isSignedIn: boolean): void => {
  const queryClient = useQueryClient();
  const isDone = useRef(false);
  useEffect(() => {
    if (isDone.current || !isSignedIn || !LOAN_LIST_PATHS.includes(pathname)) return;
    isDone.current = true;
    const scope = scopeOf(false, hash === '#archive');
    const params = {
      scope,
      q: '',
      status: null,
      propertyTypes: [],
      purposes: [],
      sort: DEFAULT_LOAN_SORT.id,
      desc: DEFAULT_LOAN_SORT.desc,
      pinned: readPinned(),
    };
    void queryClient.prefetchInfiniteQuery(
      loanPageQuery(params, pathname === '/requests' ? PAGE_ROWS : DASHBOARD_TABLE_ROWS),
    );
    void queryClient.prefetchQuery(loanSummaryQuery(scope));
    void import('../../features/loans/routes/dashboard-page');
  }, [queryClient, pathname, hash, isSignedIn]);
};

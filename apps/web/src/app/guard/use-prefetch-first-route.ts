import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_TABLE_ROWS, DEFAULT_LOAN_SORT } from '@lending/domain';
import { loanPageQuery, PAGE_ROWS, scopeOf } from '../../features/loans/api/get-loan-page';
import { loanSummaryQuery } from '../../features/loans/api/get-loan-summary';
import { readPinned } from '../../features/loans/utils/pinned-loans';

// Admin-only screens: their lists are fetched alongside the user. '/' is everyone's landing
// after sign-in, so its prefetch waits for the role: a borrower or broker never makes a call
// only staff may make (issue 21: /loan/page and /loan/summary answered 403 on their sign-in).
const ADMIN_LIST_PATHS = ['/dashboard', '/requests'];

/**
 * Issue 2, speed: on a page load that lands on the loan list, its first page, its cards and the
 * page's code are fetched while the user is still loading, instead of one after the other.
 */
export const usePrefetchFirstRoute = (
  pathname: string,
  hash: string,
  isSignedIn: boolean,
  role: string | undefined,
): void => {
  const queryClient = useQueryClient();
  const isDone = useRef(false);
  useEffect(() => {
    const isLoanList = ADMIN_LIST_PATHS.includes(pathname) || (pathname === '/' && role === 'admin');
    if (isDone.current || !isSignedIn || !isLoanList || (role !== undefined && role !== 'admin')) return;
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
  }, [queryClient, pathname, hash, isSignedIn, role]);
};

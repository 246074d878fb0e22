import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { loansQuery } from '../../features/loans/api/get-loans';

const LOAN_LIST_PATHS = ['/', '/dashboard', '/requests'];

/**
 * Issue 2, speed: on a page load that lands on the loan list, the list and the page's code are
 * fetched while the user is still loading, instead of one after the other.
 */
export const usePrefetchFirstRoute = (pathname: string, hash: string, isSignedIn: boolean): void => {
  const queryClient = useQueryClient();
  const isDone = useRef(false);
  useEffect(() => {
    if (isDone.current || !isSignedIn || !LOAN_LIST_PATHS.includes(pathname)) return;
    isDone.current = true;
    void queryClient.prefetchQuery(loansQuery(hash === '#archive' ? 'all-archive' : 'all'));
    void import('../../features/loans/routes/dashboard-page');
  }, [queryClient, pathname, hash, isSignedIn]);
};

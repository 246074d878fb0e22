import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../../lib/contract-client';
import { loanDetailKeys } from './loan-detail-keys';
import { useInvalidateRouteLoan } from '../../../lib/loan-queries';

// GET /activity/{id}/report (000 §7): one report with its activity's state.
const getReport = (activityId: string) => call('getActivityByIdReport', { params: { id: activityId } });

/**
 * While a report row is Processing its report is asked for every 2 s; when the job has moved the
 * activity on (Done, Error...), the loan's panels refresh so the row, the tabs and the insights
 * follow. A row that stays Processing with no job under way does not refresh the page.
 */
export const useRefreshWhenReportSettles = (activityId: string, isProcessing: boolean) => {
  const invalidateLoan = useInvalidateRouteLoan();
  const report = useQuery({
    queryKey: [...loanDetailKeys.all, 'report', activityId],
    queryFn: () => getReport(activityId),
    enabled: isProcessing,
    // No job under way and still Processing (e.g. a plaid link the borrower has not finished):
    // nothing will change by itself, so asking again stops.
    refetchInterval: (query) =>
      query.state.data && !query.state.data.is_fetching && query.state.data.state === 'processing'
        ? false
        : 2000,
    gcTime: 0,
  });
  // The activity has moved on (Done, Error...): only then do the loan's panels refresh.
  const settled =
    isProcessing &&
    report.data !== undefined &&
    !report.data.is_fetching &&
    report.data.state !== 'processing';
  useEffect(() => {
    if (settled) void invalidateLoan();
  }, [settled, invalidateLoan]);
};

import type { ReportResponse } from '@lending/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { loanDetailKeys } from './loan-detail-keys';

// GET /activity/{id}/report (000 §7): one report with its activity's state.
const getReport = (activityId: string) => api.get<ReportResponse>(`/activity/${activityId}/report`);

/**
 * While a report row is Processing its report is asked for every 2 s; when the job has moved it
 * (Done, Error...), the loan's panels refresh so the row, the tabs and the insights follow.
 */
export const useRefreshWhenReportSettles = (activityId: string, isProcessing: boolean) => {
  const queryClient = useQueryClient();
  const report = useQuery({
    queryKey: [...loanDetailKeys.all, 'report', activityId],
    queryFn: () => getReport(activityId),
    enabled: isProcessing,
    refetchInterval: 2000,
    gcTime: 0,
  });
  const settled = isProcessing && report.data !== undefined && !report.data.is_fetching;
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: loanDetailKeys.all });
  }, [settled, queryClient]);
};

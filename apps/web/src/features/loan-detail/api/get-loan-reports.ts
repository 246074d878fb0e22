import type { ReportResponse } from '@lending/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

// GET /activity/loan/{id}/report/all (000 §7): the loan's reports in the External Data order.
const getLoanReports = (loanId: string) => api.get<ReportResponse[]>(`/activity/loan/${loanId}/report/all`);

/** While a report is being fetched the list is asked for again every 2 s, until it settles. */
export const useLoanReports = (loanId: string) =>
  useQuery(
    queryOptions({
      queryKey: reportKeys.reports(loanId),
      queryFn: () => getLoanReports(loanId),
      refetchInterval: (query) => (query.state.data?.some((r) => r.is_fetching) ? 2000 : false),
    }),
  );

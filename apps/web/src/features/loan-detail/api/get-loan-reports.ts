import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { reportKeys } from './report-keys';

// GET /activity/loan/{id}/report/all (000 §7): the loan's reports in the External Data order.
const getLoanReports = (loanId: string) => call('getActivityLoanByIdReportAll', { params: { id: loanId } });

/** While a report is being fetched the list is asked for again every 2 s, until it settles. */
export const useLoanReports = (loanId: string) =>
  useQuery(
    queryOptions({
      queryKey: reportKeys.reports(loanId),
      queryFn: () => getLoanReports(loanId),
      refetchInterval: (query) => (query.state.data?.some((r) => r.is_fetching) ? 2000 : false),
    }),
  );

import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOAN_DETAIL_QUERY_RETRY, LOAN_DETAIL_QUERY_STALE_TIME_MS } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { documentsKeys } from './documents-keys';

// GET /activity/loan/{id}/system-documents/all (000 §7): generated and staff-added documents by activity.
const getSystemDocuments = (loanId: string) =>
  call('getActivityLoanByIdSystemDocumentsAll', { params: { id: loanId } });

const systemDocumentsQueryOptions = (loanId: string) =>
  queryOptions({
    queryKey: documentsKeys.systemDocuments(loanId),
    queryFn: () => getSystemDocuments(loanId),
    staleTime: LOAN_DETAIL_QUERY_STALE_TIME_MS,
    retry: LOAN_DETAIL_QUERY_RETRY,
    refetchOnWindowFocus: false,
  });

export const useSystemDocuments = (loanId: string) => useQuery(systemDocumentsQueryOptions(loanId));

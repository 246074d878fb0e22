import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOAN_DETAIL_QUERY_RETRY, LOAN_DETAIL_QUERY_STALE_TIME_MS } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { documentsKeys } from './documents-keys';

// GET /activity-templates/get-all-activity-templates (001 §7).
const getTemplates = () => call('getActivityTemplates', {});

const templatesQueryOptions = () =>
  queryOptions({
    queryKey: documentsKeys.templates(),
    queryFn: getTemplates,
    staleTime: LOAN_DETAIL_QUERY_STALE_TIME_MS,
    retry: LOAN_DETAIL_QUERY_RETRY,
    refetchOnWindowFocus: false,
  });

export const useTemplates = () => useQuery(templatesQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOAN_DETAIL_QUERY_RETRY, LOAN_DETAIL_QUERY_STALE_TIME_MS, type Template } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { documentsKeys } from './documents-keys';

// GET /activity-templates/get-all-activity-templates (001 §7).
const getTemplates = () => api.get<Template[]>('/activity-templates/get-all-activity-templates');

const templatesQueryOptions = () =>
  queryOptions({
    queryKey: documentsKeys.templates(),
    queryFn: getTemplates,
    staleTime: LOAN_DETAIL_QUERY_STALE_TIME_MS,
    retry: LOAN_DETAIL_QUERY_RETRY,
    refetchOnWindowFocus: false,
  });

export const useTemplates = () => useQuery(templatesQueryOptions());

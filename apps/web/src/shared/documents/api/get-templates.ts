import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOAN_DETAIL_QUERY_RETRY, LOAN_DETAIL_QUERY_STALE_TIME_MS, type GptPrompt } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { documentsKeys } from './documents-keys';

// GET /activity-templates/get-all-activity-templates (001 §7).
export type Template = {
  template_id: string;
  entity_type: string;
  document_name: string;
  description: string;
  auto_create_activity: boolean;
  folder_name: string | null;
  use_textract: boolean;
  gpt_prompts: GptPrompt[];
  /** A save sends it back (a stale one gets 409). */
  version: number;
};

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

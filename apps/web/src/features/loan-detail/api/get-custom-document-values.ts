import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loanDetailKeys } from './loan-detail-keys';

// GET /custom-document/{id}/get-values (002 §7): the free-form values kept on the activity.
export type CustomDocumentValues = {
  activity_id: string;
  state: string;
  values: Record<string, unknown>;
  /** The activity's version: a save sends it back (a stale one gets 409). */
  version: number;
};

const getCustomDocumentValues = (activityId: string) =>
  api.get<CustomDocumentValues>(`/custom-document/${activityId}/get-values`);

export const customDocumentValuesQueryOptions = (activityId: string) =>
  queryOptions({
    queryKey: loanDetailKeys.formValues('custom-document', activityId),
    queryFn: () => getCustomDocumentValues(activityId),
    staleTime: 0,
  });

export const useCustomDocumentValues = (activityId: string) =>
  useQuery(customDocumentValuesQueryOptions(activityId));

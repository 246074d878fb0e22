import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { loanDetailKeys } from './loan-detail-keys';

// GET /custom-document/{id}/get-values (002 §7): the free-form values kept on the activity and
// its version (a save sends it back; a stale one gets 409).
const getCustomDocumentValues = (activityId: string) =>
  call('getCustomDocumentByIdGetValues', { params: { id: activityId } });

export const customDocumentValuesQueryOptions = (activityId: string) =>
  queryOptions({
    queryKey: loanDetailKeys.formValues('custom-document', activityId),
    queryFn: () => getCustomDocumentValues(activityId),
    staleTime: 0,
  });

export const useCustomDocumentValues = (activityId: string) =>
  useQuery(customDocumentValuesQueryOptions(activityId));

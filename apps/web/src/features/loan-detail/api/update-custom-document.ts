import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { messages } from '@lending/domain';
import { useInvalidateRouteLoan } from '../../../lib/loan-queries';
import { customDocumentValuesQueryOptions } from './get-custom-document-values';

// PUT /custom-document/{id}/update (002 §5): the server also ignores empty and unchanged values.
export type CustomDocumentUpdate = Record<string, string | number | boolean | null>;

// The activity's `version` the values were read with goes along; a stale one gets 409.
const updateCustomDocument = (activityId: string, values: CustomDocumentUpdate, version: number) =>
  call('putCustomDocumentByIdUpdate', { params: { id: activityId }, body: { ...values, version } });

export const useUpdateCustomDocument = (activityId: string) => {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateRouteLoan();
  const { queryKey } = customDocumentValuesQueryOptions(activityId);
  return useMutation({
    mutationFn: (values: CustomDocumentUpdate) => {
      const read = queryClient.getQueryData(queryKey);
      if (!read) return Promise.reject(new Error(messages.somethingWentWrong));
      return updateCustomDocument(activityId, values, read.version);
    },
    onSuccess: (saved) => {
      // The next save goes with the new version even before the values are read again.
      queryClient.setQueryData(queryKey, (read) =>
        read ? { ...read, values: saved.values, version: saved.version } : read,
      );
      return invalidate();
    },
  });
};

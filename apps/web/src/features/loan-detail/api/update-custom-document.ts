import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateRouteLoan } from '../../../lib/loan-queries';

// PUT /custom-document/{id}/update (002 §5): the server also ignores empty and unchanged values.
export type CustomDocumentUpdate = Record<string, string | number | boolean | null>;

const updateCustomDocument = (activityId: string, values: CustomDocumentUpdate) =>
  api.put<{ activity_id: string; changed: boolean; values: Record<string, unknown> }>(
    `/custom-document/${activityId}/update`,
    values,
  );

export const useUpdateCustomDocument = (activityId: string) => {
  const invalidate = useInvalidateRouteLoan();
  return useMutation({
    mutationFn: (values: CustomDocumentUpdate) => updateCustomDocument(activityId, values),
    onSuccess: () => invalidate(),
  });
};

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentValues } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { useInvalidateRouteLoan } from '../../../lib/loan-queries';
import { loanDetailKeys } from './loan-detail-keys';

// GET / PUT /{kind}/{id}/get-values | update for term sheet, commitment and board review (000 §7).
export type DocumentKind = 'term-sheet' | 'commitment' | 'board-review';

const getDocumentValues = (kind: DocumentKind, activityId: string) =>
  api.get<DocumentValues>(`/${kind}/${activityId}/get-values`);

const documentValuesQueryOptions = (kind: DocumentKind, activityId: string) =>
  queryOptions({
    queryKey: loanDetailKeys.formValues(kind, activityId),
    queryFn: () => getDocumentValues(kind, activityId),
    staleTime: 0,
  });

export const useDocumentValues = (kind: DocumentKind, activityId: string) =>
  useQuery(documentValuesQueryOptions(kind, activityId));

const updateDocumentValues = (kind: DocumentKind, activityId: string, values: Record<string, unknown>) =>
  api.put<DocumentValues & { changed: boolean }>(`/${kind}/${activityId}/update`, values);

export const useUpdateDocumentValues = (kind: DocumentKind, activityId: string) => {
  const queryClient = useQueryClient();
  const invalidateLoan = useInvalidateRouteLoan();
  return useMutation({
    mutationFn: (values: Record<string, unknown>) => updateDocumentValues(kind, activityId, values),
    onSuccess: () =>
      Promise.all([
        invalidateLoan(),
        queryClient.invalidateQueries({ queryKey: loanDetailKeys.formValues(kind, activityId) }),
      ]),
  });
};

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentValues } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { useInvalidateRouteLoan } from '../../../lib/loan-queries';
import { DOCUMENT_CALLS } from './document-calls';
import { loanDetailKeys } from './loan-detail-keys';

// GET / PUT /{kind}/{id}/get-values | update for term sheet, commitment and board review (000 §7).
export type DocumentKind = 'term-sheet' | 'commitment' | 'board-review';

const getDocumentValues = (kind: DocumentKind, activityId: string): Promise<DocumentValues> =>
  call(DOCUMENT_CALLS[kind].getValues, { params: { id: activityId } });

const documentValuesQueryOptions = (kind: DocumentKind, activityId: string) =>
  queryOptions({
    queryKey: loanDetailKeys.formValues(kind, activityId),
    queryFn: () => getDocumentValues(kind, activityId),
    staleTime: 0,
  });

export const useDocumentValues = (kind: DocumentKind, activityId: string) =>
  useQuery(documentValuesQueryOptions(kind, activityId));

// The body is the kind's values schema (every field optional): the editor sends what it changed.
const updateDocumentValues = (kind: DocumentKind, activityId: string, values: Record<string, unknown>) =>
  call(DOCUMENT_CALLS[kind].update, { params: { id: activityId }, body: values as never });

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

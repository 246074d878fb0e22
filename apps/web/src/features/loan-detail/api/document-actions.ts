import type { StateResponse } from '@lending/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DocumentKind } from './document-values';
import { useInvalidateRouteLoan } from '../../../lib/loan-queries';

// The generated-document calls of 000 §7: generate, send, set/{sent,signed,verified,accepted}.
export type DocumentAction =
  'generate' | 'send' | 'set/sent' | 'set/signed' | 'set/verified' | 'set/accepted';

export const runDocumentAction = (kind: DocumentKind, activityId: string, action: DocumentAction) =>
  api.post<StateResponse>(`/${kind}/${activityId}/${action}`, action === 'send' ? {} : undefined);

export const useDocumentAction = () => {
  const invalidate = useInvalidateRouteLoan();
  return useMutation({
    mutationFn: ({
      kind,
      activityId,
      action,
    }: {
      kind: DocumentKind;
      activityId: string;
      action: DocumentAction;
    }) => runDocumentAction(kind, activityId, action),
    onSuccess: () => invalidate(),
  });
};

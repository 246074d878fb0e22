import type { OperationId, StateResponse } from '@lending/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { DOCUMENT_CALLS } from './document-calls';
import type { DocumentKind } from './document-values';
import { useInvalidateRouteLoan } from '../../../lib/loan-queries';

// The generated-document calls of 000 §7: generate, send, set/{sent,signed,verified,accepted}.
export type DocumentAction =
  'generate' | 'send' | 'set/sent' | 'set/signed' | 'set/verified' | 'set/accepted';

/** Every action answers the activity's id and new state (generate and send say more). */
export const runDocumentAction = async (
  kind: DocumentKind,
  activityId: string,
  action: DocumentAction,
): Promise<StateResponse> => {
  const calls: Partial<Record<DocumentAction, OperationId>> = DOCUMENT_CALLS[kind];
  const operationId = calls[action];
  if (!operationId) throw new Error(`No ${action} for a ${kind}`);
  const run = call as (
    id: OperationId,
    input: { params: { id: string }; body?: object },
  ) => Promise<StateResponse>;
  return run(operationId, { params: { id: activityId }, ...(action === 'send' ? { body: {} } : {}) });
};

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

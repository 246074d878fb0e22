import type { CustomDocumentSent } from '@lending/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateRouteLoan } from '../../../lib/loan-queries';

// POST /custom-document/{id}/send: mails the generated document (to the borrower by default).
const sendCustomDocument = (activityId: string) =>
  api.post<CustomDocumentSent>(`/custom-document/${activityId}/send`, {});

export const useSendCustomDocument = (activityId: string) => {
  const invalidate = useInvalidateRouteLoan();
  return useMutation({
    mutationFn: () => sendCustomDocument(activityId),
    onSuccess: () => invalidate(),
  });
};

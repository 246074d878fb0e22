import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { useInvalidateRouteLoan } from '../../../lib/loan-queries';

// POST /custom-document/{id}/send: mails the generated document (to the borrower by default).
const sendCustomDocument = (activityId: string) =>
  call('postCustomDocumentByIdSend', { params: { id: activityId }, body: {} });

export const useSendCustomDocument = (activityId: string) => {
  const invalidate = useInvalidateRouteLoan();
  return useMutation({
    mutationFn: () => sendCustomDocument(activityId),
    onSuccess: () => invalidate(),
  });
};

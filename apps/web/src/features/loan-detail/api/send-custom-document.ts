import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loanDetailKeys } from './loan-detail-keys';

// POST /custom-document/{id}/send: mails the generated document (to the borrower by default).
const sendCustomDocument = (activityId: string) =>
  api.post<{ activity_id: string; state: string; sent_to: string }>(
    `/custom-document/${activityId}/send`,
    {},
  );

export const useSendCustomDocument = (activityId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendCustomDocument(activityId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanDetailKeys.all }),
  });
};

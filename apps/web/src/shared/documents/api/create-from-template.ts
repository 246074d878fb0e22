import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Activity } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { LOAN_DETAIL_KEY } from './documents-keys';

// POST /activity-templates/create-document-request/{entityId}/from-template/{templateId} (001 §7);
// loan_id says which of the entity's loans the request belongs to.
const createFromTemplate = ({
  entityId,
  templateId,
  loanId,
}: {
  entityId: string;
  templateId: string;
  loanId: string;
}) =>
  api.post<Activity>(
    `/activity-templates/create-document-request/${entityId}/from-template/${templateId}`,
    {},
    { query: { loan_id: loanId } },
  );

export const useCreateFromTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFromTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOAN_DETAIL_KEY }),
  });
};

import { useMutation } from '@tanstack/react-query';
import type { Activity } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { useInvalidateRouteLoan } from '../../../lib/loan-queries';

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
  const invalidateLoan = useInvalidateRouteLoan();
  return useMutation({
    mutationFn: createFromTemplate,
    onSuccess: () => invalidateLoan(),
  });
};

import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
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
  call('postDocumentRequestFromTemplate', { params: { entityId, templateId }, query: { loan_id: loanId } });

export const useCreateFromTemplate = () => {
  const invalidateLoan = useInvalidateRouteLoan();
  return useMutation({
    mutationFn: createFromTemplate,
    onSuccess: () => invalidateLoan(),
  });
};

import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { useInvalidateRouteLoan } from '../../../lib/loan-queries';

// POST /custom-document/{id}/generate: fills the 'custom-document' template into DOCX and PDF.
const generateCustomDocument = (activityId: string) =>
  call('postCustomDocumentByIdGenerate', { params: { id: activityId } });

export const useGenerateCustomDocument = (activityId: string) => {
  const invalidate = useInvalidateRouteLoan();
  return useMutation({
    mutationFn: () => generateCustomDocument(activityId),
    onSuccess: () => invalidate(),
  });
};

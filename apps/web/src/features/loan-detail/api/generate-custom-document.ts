import { useMutation } from '@tanstack/react-query';
import type { CustomDocumentGenerated } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { useInvalidateRouteLoan } from '../../../lib/loan-queries';

// POST /custom-document/{id}/generate: fills the 'custom-document' template into DOCX and PDF.
const generateCustomDocument = (activityId: string) =>
  api.post<CustomDocumentGenerated>(`/custom-document/${activityId}/generate`);

export const useGenerateCustomDocument = (activityId: string) => {
  const invalidate = useInvalidateRouteLoan();
  return useMutation({
    mutationFn: () => generateCustomDocument(activityId),
    onSuccess: () => invalidate(),
  });
};

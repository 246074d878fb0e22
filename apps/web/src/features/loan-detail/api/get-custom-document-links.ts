import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentLinks } from '@lending/domain';
import { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/contract-client';
import { loanDetailKeys } from './loan-detail-keys';

// GET /custom-document/{id}/get-google-docs: expiring signed links to the generated PDF and DOCX
// (DESIGN.md §5). 404 means "not generated yet", shown as no links rather than an error.
const getCustomDocumentLinks = async (activityId: string): Promise<DocumentLinks | null> => {
  try {
    return await call('getCustomDocumentByIdGetGoogleDocs', { params: { id: activityId } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

export const useCustomDocumentLinks = (activityId: string) =>
  useQuery(
    queryOptions({
      queryKey: [...loanDetailKeys.formValues('custom-document', activityId), 'links'] as const,
      queryFn: () => getCustomDocumentLinks(activityId),
      staleTime: 0,
    }),
  );

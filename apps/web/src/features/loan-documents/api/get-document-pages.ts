import { useQuery } from '@tanstack/react-query';
import type { DocumentPages } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { loanDocumentsKeys, QUERY_DEFAULTS } from './loan-documents-keys';

// GET /loan/{id}/document/{documentId}/pages: the extracted pages with word boxes (search, highlight).
const getDocumentPages = (loanId: string, documentId: string) =>
  api.get<DocumentPages>(`/loan/${loanId}/document/${documentId}/pages`);

export const useDocumentPages = (loanId: string, documentId: string | null, version: string) =>
  useQuery({
    queryKey: [...loanDocumentsKeys.pages(loanId, documentId ?? ''), version],
    queryFn: () => getDocumentPages(loanId, documentId!),
    enabled: Boolean(documentId),
    ...QUERY_DEFAULTS,
  });

import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { loanDocumentsKeys, QUERY_DEFAULTS } from './loan-documents-keys';

// GET /loan/{id}/document/{documentId}/pages: the extracted pages with word boxes (search, highlight).
const getDocumentPages = (loanId: string, documentId: string) =>
  call('getLoanByIdDocumentByDocumentIdPages', { params: { id: loanId, documentId } });

export const useDocumentPages = (loanId: string, documentId: string | null, version: string) =>
  useQuery({
    queryKey: [...loanDocumentsKeys.pages(loanId, documentId ?? ''), version],
    queryFn: () => getDocumentPages(loanId, documentId!),
    enabled: Boolean(documentId),
    ...QUERY_DEFAULTS,
  });

import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  LOAN_DETAIL_QUERY_RETRY,
  LOAN_DETAIL_QUERY_STALE_TIME_MS,
  type DocumentPreview,
} from '@lending/domain';
import { api } from '../../../lib/api-client';
import { call } from '../../../lib/contract-client';
import { userEmailQuery } from '../../../lib/personal-area';
import { documentsKeys } from './documents-keys';

// GET /activity/{id}/document/{docId}/preview: what to show in the browser (pdf, image, heic as
// a JPEG made by the server, other) and a download link. Borrowers and brokers ask the same of
// their own area: GET /personal|/broker/{id}/document/{docId}/preview (?user-email= passes through).
/** Where the preview is asked: staff (default) or a borrower's / broker's personal area. */
export type PreviewArea = { base: '/personal' | '/broker'; userEmail: string | null };

const getDocumentPreview = (activityId: string, documentId: string, area?: PreviewArea) => {
  if (!area) return api.get<DocumentPreview>(`/activity/${activityId}/document/${documentId}/preview`);
  const input = { params: { id: activityId, docId: documentId }, query: userEmailQuery(area.userEmail) };
  return area.base === '/broker'
    ? call('getBrokerDocumentPreview', input)
    : call('getPersonalDocumentPreview', input);
};

export const documentPreviewQueryOptions = (activityId: string, documentId: string, area?: PreviewArea) =>
  queryOptions({
    queryKey: area
      ? ([...documentsKeys.preview(activityId, documentId), area.base, area.userEmail ?? ''] as const)
      : documentsKeys.preview(activityId, documentId),
    queryFn: () => getDocumentPreview(activityId, documentId, area),
    // The link inside expires after 15 minutes; keep it well below that.
    staleTime: LOAN_DETAIL_QUERY_STALE_TIME_MS,
    retry: LOAN_DETAIL_QUERY_RETRY,
    refetchOnWindowFocus: false,
  });

export const useDocumentPreview = (activityId: string, documentId: string | null, area?: PreviewArea) =>
  useQuery({
    ...documentPreviewQueryOptions(activityId, documentId ?? '', area),
    enabled: Boolean(documentId),
  });

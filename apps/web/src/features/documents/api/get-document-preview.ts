import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOAN_DETAIL_QUERY_RETRY, LOAN_DETAIL_QUERY_STALE_TIME_MS } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { documentsKeys } from './documents-keys';

// GET /activity/{id}/document/{docId}/preview: what to show in the browser (pdf, image, heic as
// a JPEG made by the server, other) and a download link.
type PreviewKind = 'pdf' | 'image' | 'heic' | 'other';
export type DocumentPreview = {
  document_id: string;
  file_name: string;
  kind: PreviewKind;
  url: string;
  download_url: string;
  content_type: string;
};

const getDocumentPreview = (activityId: string, documentId: string) =>
  api.get<DocumentPreview>(`/activity/${activityId}/document/${documentId}/preview`);

const documentPreviewQueryOptions = (activityId: string, documentId: string) =>
  queryOptions({
    queryKey: documentsKeys.preview(activityId, documentId),
    queryFn: () => getDocumentPreview(activityId, documentId),
    // The link inside expires after 15 minutes; keep it well below that.
    staleTime: LOAN_DETAIL_QUERY_STALE_TIME_MS,
    retry: LOAN_DETAIL_QUERY_RETRY,
    refetchOnWindowFocus: false,
  });

export const useDocumentPreview = (activityId: string, documentId: string | null) =>
  useQuery({ ...documentPreviewQueryOptions(activityId, documentId ?? ''), enabled: Boolean(documentId) });

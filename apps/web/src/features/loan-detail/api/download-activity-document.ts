import { call } from '../../../lib/contract-client';

// GET /activity/{id}/document/{docId}/download (000 §7): an expiring signed link to the file.
export const getActivityDocumentLink = (activityId: string, documentId: string) =>
  call('getActivityByIdDocumentByDocIdDownload', { params: { id: activityId, docId: documentId } });

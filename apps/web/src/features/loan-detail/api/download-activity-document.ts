import type { LinkResponse } from '@lending/domain';
import { api } from '../../../lib/api-client';

// GET /activity/{id}/document/{docId}/download (000 §7): an expiring signed link to the file.
export const getActivityDocumentLink = (activityId: string, documentId: string) =>
  api.get<LinkResponse>(`/activity/${activityId}/document/${documentId}/download`);

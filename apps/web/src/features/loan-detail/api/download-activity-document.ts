import { api } from '../../../lib/api-client';

// GET /activity/{id}/document/{docId}/download (000 §7): an expiring signed link to the file.
export const getActivityDocumentLink = (activityId: string, documentId: string) =>
  api.get<{ url: string; file_name: string }>(`/activity/${activityId}/document/${documentId}/download`);

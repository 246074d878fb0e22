import { api } from '../../../lib/api-client';

// POST /activity/{id}/set/archived (000 §7): each selected document request is archived on its own.
export const archiveActivity = (activityId: string) =>
  api.post<{ activity_id: string; archived: boolean }>(`/activity/${activityId}/set/archived`);

import type { ActivityArchived } from '@lending/domain';
import { api } from '../../../lib/api-client';

// POST /activity/{id}/set/archived (000 §7): each selected document request is archived on its own.
export const archiveActivity = (activityId: string) =>
  api.post<ActivityArchived>(`/activity/${activityId}/set/archived`);

import { call } from '../../../lib/contract-client';

// POST /activity/{id}/set/archived (000 §7): each selected document request is archived on its own.
export const archiveActivity = (activityId: string) =>
  call('postActivityByIdSetArchived', { params: { id: activityId } });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { userEmailQuery as query } from '../../../lib/personal-area';
import { applicationKeys } from './application-keys';

// GET /api/personal/application/{activityId}: the activity's state, the saved draft and its files.
const getApplication = (activityId: string, userEmail: string | null) =>
  call('getPersonalApplication', { params: { activityId }, query: query(userEmail) });

const applicationQueryOptions = (activityId: string, userEmail: string | null) =>
  queryOptions({
    queryKey: applicationKeys.detail(activityId),
    queryFn: () => getApplication(activityId, userEmail),
    staleTime: Infinity,
  });

export const useApplication = (activityId: string, userEmail: string | null) =>
  useQuery(applicationQueryOptions(activityId, userEmail));

/**
 * PUT /api/personal/application/{activityId}: keeps the draft on the server between sessions,
 * with the version it was read with (the answer carries the new one).
 */
export const saveApplicationDraft = (
  activityId: string,
  data: Record<string, unknown>,
  userEmail: string | null,
  version: number,
) =>
  call('putPersonalApplication', {
    params: { activityId },
    query: query(userEmail),
    body: { kind: 'full-request', data, version },
  });

import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loanDetailKeys } from './loan-detail-keys';

// GET /activity/envelope-status/{id} (000 §7): the latest of declined, sent, signed, delivered (002 §4).
export type EnvelopeStatus = { activity_id: string; envelope_id: string | null; status: string | null };

const getEnvelopeStatus = (activityId: string) =>
  api.get<EnvelopeStatus>(`/activity/envelope-status/${activityId}`);

export const useEnvelopeStatus = (activityId: string, isEnabled: boolean) =>
  useQuery({
    queryKey: [...loanDetailKeys.all, 'envelope', activityId],
    queryFn: () => getEnvelopeStatus(activityId),
    enabled: isEnabled,
  });

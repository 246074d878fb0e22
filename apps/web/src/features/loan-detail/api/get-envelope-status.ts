import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { loanDetailKeys } from './loan-detail-keys';

// GET /activity/envelope-status/{id} (000 §7): the latest of declined, sent, signed, delivered (002 §4).

const getEnvelopeStatus = (activityId: string) =>
  call('getActivityEnvelopeStatusById', { params: { id: activityId } });

export const useEnvelopeStatus = (activityId: string, isEnabled: boolean) =>
  useQuery({
    queryKey: [...loanDetailKeys.all, 'envelope', activityId],
    queryFn: () => getEnvelopeStatus(activityId),
    enabled: isEnabled,
  });

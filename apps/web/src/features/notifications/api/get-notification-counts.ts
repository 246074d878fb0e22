import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { notificationKeys } from './notification-keys';

// The tab counts 'New (n)', 'Done (n)' and the bell's unseen badge, without loading the lists.
const getNotificationCounts = () => call('getNotificationsCounts', {});

export const useNotificationCounts = (isEnabled: boolean) =>
  useQuery({
    queryKey: notificationKeys.counts(),
    queryFn: getNotificationCounts,
    enabled: isEnabled,
    retry: false,
  });

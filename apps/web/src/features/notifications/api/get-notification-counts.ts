import { useQuery } from '@tanstack/react-query';
import type { NotificationCounts } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

// The tab counts 'New (n)', 'Done (n)' and the bell's unseen badge, without loading the lists.
const getNotificationCounts = () => api.get<NotificationCounts>('/notifications/counts');

export const useNotificationCounts = (isEnabled: boolean) =>
  useQuery({
    queryKey: notificationKeys.counts(),
    queryFn: getNotificationCounts,
    enabled: isEnabled,
    retry: false,
  });

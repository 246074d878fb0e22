import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

export type UserNotification = { id: string; is_read?: boolean; read?: boolean };

// The bell's badge counts unread notifications when the server offers the call; when it does
// not (404), the bell shows without a badge.
export const getNotifications = (userId: string) =>
  api.get<UserNotification[] | { items: UserNotification[] }>(`/user/${userId}/notifications`);

export const useNotifications = (userId: string) =>
  useQuery({
    queryKey: authKeys.notifications(userId),
    queryFn: () => getNotifications(userId),
    retry: false,
    select: (data) => (Array.isArray(data) ? data : data.items),
  });

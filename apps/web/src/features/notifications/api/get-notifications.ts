import { useInfiniteQuery } from '@tanstack/react-query';
import type { Notification } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { notificationKeys, type NotificationTab } from './notification-keys';

type Page = { items: Notification[]; next: string | null };

// GET /user/{id}/notifications (001 §7): 50 a page, newest first; X-Next-Cursor names the next page.
const getNotificationPage = async (userId: string, state: NotificationTab, cursor?: string) => {
  let next: string | null = null;
  const items = await call(
    'getUserByIdNotifications',
    { params: { id: userId }, query: { state, cursor } },
    {
      onResponse: (response) => {
        next = response.headers.get('x-next-cursor');
      },
    },
  );
  return { items, next } as Page;
};

// 001 §7: runs only when a user id exists.
export const useNotifications = (userId: string | undefined, state: NotificationTab, isEnabled = true) =>
  useInfiniteQuery({
    queryKey: notificationKeys.list(userId ?? '', state),
    queryFn: ({ pageParam }) => getNotificationPage(userId!, state, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: Boolean(userId) && isEnabled,
  });

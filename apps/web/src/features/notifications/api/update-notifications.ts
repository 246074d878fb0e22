import { messages } from '@lending/domain';
import { notifications as toasts } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { notificationKeys } from './notification-keys';

// PUT /notifications/{id}/toggle-seen, /{id}/toggle-done and /mark-all-as-seen (001 §7): each
// refreshes the list on success; failures show the spec's toasts (001 §8).
const toggleSeen = (id: string) => call('putNotificationsByIdToggleSeen', { params: { id } });
const toggleDone = (id: string) => call('putNotificationsByIdToggleDone', { params: { id } });
const markAllAsSeen = () => call('putNotificationsMarkAllAsSeen', {});

const useNotificationMutation = <T>(fn: (input: T) => Promise<unknown>, failure: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    onError: () => toasts.show({ color: 'red', message: failure }),
  });
};

export const useToggleSeen = () => useNotificationMutation(toggleSeen, messages.notificationStatusFailed);
export const useToggleDone = () => useNotificationMutation(toggleDone, messages.notificationUpdateFailed);
export const useMarkAllAsSeen = () =>
  useNotificationMutation(markAllAsSeen, messages.notificationsUpdateFailed);

// Query keys of the notifications feature: every change refreshes the lists and the counts together.
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: string, state: NotificationTab) => [...notificationKeys.all, 'list', userId, state] as const,
  counts: () => [...notificationKeys.all, 'counts'] as const,
};

export type NotificationTab = 'New' | 'Done';

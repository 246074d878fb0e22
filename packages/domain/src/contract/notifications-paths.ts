// Where the notification endpoints live (001 §7): zod-free (see loan-paths.ts).
import type { EndpointPath } from './endpoint';

export const notificationsPaths = {
  putNotificationsByIdToggleSeen: { method: 'PUT', path: '/notifications/:id/toggle-seen' },
  putNotificationsByIdToggleDone: { method: 'PUT', path: '/notifications/:id/toggle-done' },
  putNotificationsMarkAllAsSeen: { method: 'PUT', path: '/notifications/mark-all-as-seen' },
  getNotificationsCounts: { method: 'GET', path: '/notifications/counts' },
  getNotificationsStream: { method: 'GET', path: '/notifications/stream' },
} as const satisfies Record<string, EndpointPath>;

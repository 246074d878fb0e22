// The notification endpoints (001 §7): toggle-seen, toggle-done, mark-all-as-seen, the tab counts
// and the server-sent-event stream. Each acts on the caller's own notifications ('owner').
import { z } from 'zod';
import {
  notificationCountsSchema,
  notificationIdParams,
  notificationSchema,
  notificationsUpdatedSchema,
} from '../api/notifications';
import { defineEndpoints, errors } from './endpoint';
import { notificationsPaths } from './notifications-paths';

const own = { tags: ['notifications'], access: 'owner' } as const;

export const notificationsEndpoints = defineEndpoints(notificationsPaths, {
  putNotificationsByIdToggleSeen: {
    ...own,
    summary: 'Mark one of your notifications seen, or unseen again',
    params: notificationIdParams,
    responses: { 200: notificationSchema, ...errors(400, 401, 403, 404) },
  },
  putNotificationsByIdToggleDone: {
    ...own,
    summary: 'Mark one of your notifications done, or not done again',
    params: notificationIdParams,
    responses: { 200: notificationSchema, ...errors(400, 401, 403, 404) },
  },
  putNotificationsMarkAllAsSeen: {
    ...own,
    summary: 'Mark all your notifications seen',
    responses: { 200: notificationsUpdatedSchema, ...errors(401, 403) },
  },
  getNotificationsCounts: {
    ...own,
    summary: 'Your notification counts: new, done and unseen',
    responses: { 200: notificationCountsSchema, ...errors(401, 403) },
  },
  getNotificationsStream: {
    ...own,
    summary: "Server-sent events: 'changed' whenever one of your notifications is created",
    // text/event-stream, read with fetch so the token stays in a header; not in the document.
    hidden: true,
    responses: { 200: z.string(), ...errors(401, 403) },
  },
});

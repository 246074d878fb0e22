// Wire shape of a notification (001 §3) lives in packages/domain/src/api/notifications.ts.
export { notificationListQuerySchema, notificationSchema } from '@lending/domain';

import { NotificationsMenu } from '../../features/notifications/components/notifications-menu';

/**
 * The notifications bell of the top bar (001 §2 "Notifications dropdown"). Staff, borrowers and
 * brokers each see their own (the server scopes every call to the signed-in user).
 */
export const NotificationsBell = ({ userId, role }: { userId: string; role: string }) => (
  <NotificationsMenu userId={userId} role={role} />
);

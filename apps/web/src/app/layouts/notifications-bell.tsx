import { NotificationsMenu } from '../../features/notifications/components/notifications-menu';

/** The notifications bell of the top bar (001 §2 "Notifications dropdown"). */
export const NotificationsBell = ({ userId }: { userId: string }) => <NotificationsMenu userId={userId} />;

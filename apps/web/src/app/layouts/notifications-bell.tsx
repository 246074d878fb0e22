import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useNotifications } from '../../features/auth/api/get-notifications';

/** The notifications bell; the badge counts unread items when the server offers the list. */
export const NotificationsBell = ({ userId }: { userId: string }) => {
  const { data } = useNotifications(userId);
  const unread = data?.filter((item) => !(item.is_read ?? item.read ?? false)).length ?? 0;
  return (
    <Tooltip label="Notifications">
      <Indicator label={unread} size={16} disabled={unread === 0} offset={4}>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Notifications">
          <IconBell size={20} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
};

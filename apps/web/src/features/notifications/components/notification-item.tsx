import { ActionIcon, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import {
  formatNotificationDate,
  formatNotificationTime,
  notificationLink,
  splitNotificationMessage,
} from '@lending/domain';
import { IconCheck, IconEye, IconEyeOff, IconRotate } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Notification } from '@lending/domain';
import { useToggleDone, useToggleSeen } from '../api/update-notifications';

type Props = { notification: Notification; role?: string; onOpen: () => void };

// One notification (001 §2, §4): the 'new document uploaded:' prefix emphasised with the rest
// below, dd.mm.yyyy hh:mm, seen and done toggles; a click opens the document on its loan page.
export const NotificationItem = ({ notification, role = 'admin', onOpen }: Props) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toggleSeen = useToggleSeen();
  const toggleDone = useToggleDone();
  const isSeen = notification.status === 'seen';
  const isDone = notification.state === 'Done';
  const link = notificationLink(notification, role);
  const { prefix, rest } = splitNotificationMessage(notification.message);

  const onClick = () => {
    if (!link) return;
    if (!isSeen) toggleSeen.mutate(notification.id);
    onOpen();
    // The notification says something changed: what the landing page shows is refetched.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'notifications' });
    void navigate(link);
  };

  return (
    <Group
      wrap="nowrap"
      align="flex-start"
      gap="xs"
      px="xs"
      py={6}
      data-testid="notification-item"
      data-seen={isSeen}
      style={{ borderRadius: 6, background: isSeen ? undefined : 'var(--mantine-color-blue-0)' }}
    >
      <UnstyledButton onClick={onClick} style={{ flex: 1, cursor: link ? 'pointer' : 'default' }}>
        <Stack gap={2}>
          {prefix ? (
            <>
              <Text size="sm" fw={700}>
                {prefix}
              </Text>
              <Text size="sm">{rest}</Text>
            </>
          ) : (
            <Text size="sm" fw={isSeen ? 400 : 600}>
              {rest}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {formatNotificationDate(notification.created_at)}{' '}
            {formatNotificationTime(notification.created_at)}
          </Text>
        </Stack>
      </UnstyledButton>
      <Group gap={2} wrap="nowrap">
        <Tooltip label={isSeen ? 'Mark as unread' : 'Mark as read'}>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={isSeen ? 'Mark as unread' : 'Mark as read'}
            onClick={() => toggleSeen.mutate(notification.id)}
          >
            {isSeen ? <IconEyeOff size={14} /> : <IconEye size={14} />}
          </ActionIcon>
        </Tooltip>
        <Tooltip label={isDone ? 'Mark as Not Done' : 'Mark as Done'}>
          <ActionIcon
            variant="subtle"
            size="sm"
            color={isDone ? 'gray' : 'green'}
            aria-label={isDone ? 'Mark as Not Done' : 'Mark as Done'}
            onClick={() => toggleDone.mutate(notification.id)}
          >
            {isDone ? <IconRotate size={14} /> : <IconCheck size={14} />}
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
};

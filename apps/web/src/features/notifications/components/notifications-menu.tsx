import {
  ActionIcon,
  Button,
  Center,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { messages, NOTIFICATION_MAX_HEIGHT } from '@lending/domain';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useNotificationCounts } from '../api/get-notification-counts';
import { useNotifications } from '../api/get-notifications';
import type { NotificationTab } from '../api/notification-keys';
import { useMarkAllAsSeen } from '../api/update-notifications';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { NotificationItem } from './notification-item';

type Props = { userId: string; role?: string };

// The notifications dropdown (001 §2): a bell with a red badge of the unseen count, tabs
// 'New (n)' and 'Done (n)', 'Mark all as read' on the New tab when something is unseen,
// 'No notifications' when empty, a list scrolling to 24rem with 'Load more' (paged by the server).
export const NotificationsMenu = ({ userId, role = 'admin' }: Props) => {
  const [isOpen, setIsOpen] = useState(false);
  const [tab, setTab] = useState<NotificationTab>('New');
  useLiveNotifications(true);
  const counts = useNotificationCounts(true);
  const list = useNotifications(userId, tab, isOpen);
  const markAll = useMarkAllAsSeen();
  const unseen = counts.data?.unseen ?? 0;
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const hasUnseenHere = tab === 'New' && items.some((item) => item.status === 'unseen');

  return (
    // The badge wraps the popover, not its target: the target's aria-haspopup and aria-expanded
    // belong on the bell button itself, never on the badge's div (axe: aria-allowed-attr).
    <Indicator
      label={unseen}
      size={16}
      color="red"
      disabled={unseen === 0}
      offset={4}
      data-testid="notifications-badge"
    >
      <Popover
        opened={isOpen}
        onChange={setIsOpen}
        position="bottom-end"
        width="min(380px, calc(100vw - 16px))"
        shadow="md"
        withinPortal
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={unseen > 0 ? `Notifications, ${unseen} unread` : 'Notifications'}
            onClick={() => setIsOpen((value) => !value)}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs" data-testid="notifications-dropdown">
          <Tabs value={tab} onChange={(value) => setTab((value as NotificationTab) ?? 'New')}>
            <Group justify="space-between" wrap="nowrap">
              <Tabs.List>
                <Tabs.Tab value="New">New ({counts.data?.new ?? 0})</Tabs.Tab>
                <Tabs.Tab value="Done">Done ({counts.data?.done ?? 0})</Tabs.Tab>
              </Tabs.List>
              {hasUnseenHere && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  disabled={markAll.isPending}
                  onClick={() => markAll.mutate()}
                >
                  {markAll.isPending ? 'Marking as read...' : 'Mark all as read'}
                </Button>
              )}
            </Group>
            {/* Each tab controls a panel that exists (aria-controls); only the open one holds the list. */}
            {(['New', 'Done'] as const).map((value) => (
              <Tabs.Panel key={value} value={value}>
                {tab === value && (
                  <ScrollArea.Autosize
                    mah={NOTIFICATION_MAX_HEIGHT}
                    mt="xs"
                    type="auto"
                    viewportProps={{ tabIndex: 0, 'aria-label': `${value} notifications` }}
                  >
                    {items.length === 0 ? (
                      <Center py="md">
                        <Text size="sm" c="dimmed">
                          {list.isPending ? 'Loading...' : messages.noNotifications}
                        </Text>
                      </Center>
                    ) : (
                      <Stack gap={2}>
                        {items.map((item) => (
                          <NotificationItem
                            key={item.id}
                            notification={item}
                            role={role}
                            onOpen={() => setIsOpen(false)}
                          />
                        ))}
                        {list.hasNextPage && (
                          <Button
                            variant="subtle"
                            size="compact-xs"
                            loading={list.isFetchingNextPage}
                            onClick={() => void list.fetchNextPage()}
                          >
                            Load more
                          </Button>
                        )}
                      </Stack>
                    )}
                  </ScrollArea.Autosize>
                )}
              </Tabs.Panel>
            ))}
          </Tabs>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
};

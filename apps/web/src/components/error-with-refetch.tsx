import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { messages } from '@lending/domain';

type Props = { onRetry: () => void; message?: string };

/** Spec 000 §2 (route guard) / §8: 'Something went wrong...' with a refresh icon. */
export const ErrorWithRefetch = ({ onRetry, message = messages.somethingWentWrongEllipsis }: Props) => (
  <Stack align="center" gap="xs" py="xl" role="alert">
    <Group gap="xs">
      <Text c="dimmed">{message}</Text>
      <Tooltip label="Refresh">
        <ActionIcon variant="light" aria-label="Refresh" onClick={onRetry}>
          <IconRefresh size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  </Stack>
);

import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** An empty list or table: one line of text, optionally an action below it. */
export const EmptyState = ({ text, action }: { text: string; action?: ReactNode }) => (
  <Stack align="center" gap="sm" py="xl">
    <Text c="dimmed">{text}</Text>
    {action}
  </Stack>
);

import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card around one chart; an empty chart says so instead of drawing nothing. */
export const ChartCard = ({
  title,
  subtitle,
  isEmpty,
  children,
  testId,
}: {
  title: string;
  subtitle?: string;
  isEmpty?: boolean;
  children: ReactNode;
  testId?: string;
}) => (
  <Paper withBorder p="md" radius="md" data-testid={testId}>
    <Title order={5}>{title}</Title>
    {subtitle && (
      <Text size="xs" c="dimmed" mb="sm">
        {subtitle}
      </Text>
    )}
    {isEmpty ? (
      <Text c="dimmed" size="sm" py="xl" ta="center">
        No data for this range
      </Text>
    ) : (
      children
    )}
  </Paper>
);

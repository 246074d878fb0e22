import { Box, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChartDataTable, type ChartTable } from '../../../components/chart-data-table';

/**
 * A titled card around one chart; an empty chart says so instead of drawing nothing. The drawing
 * is hidden from assistive technology and the same figures are given as a table (WCAG 1.1.1).
 */
export const ChartCard = ({
  title,
  subtitle,
  isEmpty,
  children,
  testId,
  table,
}: {
  title: string;
  subtitle?: string;
  isEmpty?: boolean;
  children: ReactNode;
  testId?: string;
  table: ChartTable;
}) => (
  <Paper withBorder p="md" radius="md" data-testid={testId} component="section" aria-label={title}>
    <Title order={2} size="h5">
      {title}
    </Title>
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
      <>
        <Box aria-hidden>{children}</Box>
        <ChartDataTable caption={title} table={table} testId={testId ? `${testId}-table` : undefined} />
      </>
    )}
  </Paper>
);

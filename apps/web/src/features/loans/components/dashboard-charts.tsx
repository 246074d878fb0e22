import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { abbreviateMoney, DOUGHNUT_COLORS, formatMoney, PROPERTY_TYPES } from '@lending/domain';
import type { LoanSummary } from '@lending/domain';
import { ChartDataTable } from '../../../components/chart-data-table';
import { BarChart, DoughnutChart } from '../../../components/charts';
import { requestsByPropertyType } from '../utils/chart-data';

const Stat = ({ label, value, title }: { label: string; value: string; title?: string }) => (
  <Paper p="md" title={title}>
    <Text size="xs" c="dimmed" fw={600} tt="uppercase">
      {label}
    </Text>
    <Text fz={20} fw={700}>
      {value}
    </Text>
  </Paper>
);

/**
 * Spec 000 §2, dashboard charts: top 4 states, property types, value figures, closings ahead, all
 * computed by the server over every loan of the list (GET /loan/summary).
 */
export const DashboardCharts = ({ summary: figures }: { summary: LoanSummary }) => {
  const byState = figures.by_state;
  const byType = useMemo(() => requestsByPropertyType(figures.by_property_type, PROPERTY_TYPES), [figures]);
  const summary = {
    total: figures.total_amount,
    average: figures.average_amount,
    median: figures.median_amount,
  };
  const closing = figures.closing.map((window) => ({
    days: window.days,
    value: window.amount,
    count: window.count,
  }));

  return (
    <Stack gap="md" data-testid="dashboard-charts">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Stat label="Total value" value={abbreviateMoney(summary.total)} title={formatMoney(summary.total)} />
        <Stat
          label="Average value"
          value={abbreviateMoney(summary.average)}
          title={formatMoney(summary.average)}
        />
        <Stat
          label="Median value"
          value={abbreviateMoney(summary.median)}
          title={formatMoney(summary.median)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {closing.map((window) => (
          <Stat
            key={window.days}
            label={`Expected closing in ${window.days} days`}
            value={`${abbreviateMoney(window.value)} (${window.count})`}
            title={formatMoney(window.value)}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper p="md">
          <Title order={5} mb="sm">
            Requests by state
          </Title>
          <div aria-hidden>
            <DoughnutChart
              labels={byState.map((item) => item.label)}
              values={byState.map((item) => item.count)}
              colors={DOUGHNUT_COLORS}
            />
          </div>
          <ChartDataTable
            caption="Requests by state"
            table={{ columns: ['State', 'Requests'], rows: byState.map((item) => [item.label, item.count]) }}
          />
        </Paper>
        <Paper p="md">
          <Title order={5} mb="sm">
            Requests by property type
          </Title>
          <div aria-hidden>
            <BarChart
              labels={byType.map((item) => item.label)}
              values={byType.map((item) => item.count)}
              series="Requests"
              color="indigo.5"
            />
          </div>
          <ChartDataTable
            caption="Requests by property type"
            table={{
              columns: ['Property type', 'Requests'],
              rows: byType.map((item) => [item.label, item.count]),
            }}
          />
        </Paper>
      </SimpleGrid>
    </Stack>
  );
};

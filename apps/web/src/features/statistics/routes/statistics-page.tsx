import '@mantine/dates/styles.css';
import { Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { abbreviateMoney, formatMoney, formatCount } from '@lending/domain';
import { useState } from 'react';
import { BarChart, DoughnutChart } from '../../../components/charts';
import { ErrorWithRefetch } from '../../../components/error-with-refetch';
import { Loading } from '../../../components/loading';
import { useStatistics, type StatisticsFilter } from '../api/get-statistics';
import { ChartCard } from '../components/chart-card';

const COLORS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6', 'lime.6', 'indigo.6', 'red.6'];
const SHORT_STATUS: Record<string, string> = {
  Preliminary: 'Prelim.',
  'Term-Sheet-Sent': 'TS sent',
  Underwriting: 'Underwr.',
  'Board-Review': 'Board',
  'Commitment-Sent': 'Comm. sent',
  'Commitment-Accepted': 'Comm. acc.',
  Funded: 'Funded',
  'Paid-Off': 'Paid off',
  Rejected: 'Rejected',
};
const short = (status: string) => SHORT_STATUS[status] ?? status;

const toEpoch = (value: string | Date | null, endOfDay = false): number | undefined => {
  if (!value) return undefined;
  const date = new Date(value);
  if (endOfDay) date.setHours(23, 59, 59, 0);
  else date.setHours(0, 0, 0, 0);
  return Math.floor(date.getTime() / 1000);
};

/** /statistics (admin; DESIGN.md §8): the pipeline in figures, every one computed by the server. */
export const StatisticsPage = () => {
  const [range, setRange] = useState<DatesRangeValue<string>>([null, null]);
  const [includeArchived, setIncludeArchived] = useState(false);
  const filter: StatisticsFilter = {
    from: toEpoch(range[0]),
    to: range[1] ? toEpoch(range[1], true) : undefined,
    archived: includeArchived ? 'include' : 'exclude',
  };
  const stats = useStatistics(filter);
  const data = stats.data;

  return (
    <Stack p="md" gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Statistics
          </Title>
          <Text c="dimmed" size="sm">
            The pipeline: loans created in the range (closings by funded date)
          </Text>
        </div>
        <Group align="flex-end">
          <DatePickerInput
            type="range"
            label="Date range"
            placeholder="All time"
            value={range}
            onChange={setRange}
            clearable
            w={260}
            valueFormat="MM.DD.YYYY"
          />
          <Switch
            label="Include archived"
            checked={includeArchived}
            onChange={(e) => setIncludeArchived(e.currentTarget.checked)}
            mb={8}
          />
        </Group>
      </Group>
      {stats.isPending && <Loading />}
      {stats.isError && <ErrorWithRefetch onRetry={() => void stats.refetch()} />}
      {data && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Paper withBorder p="md" radius="md">
              <Text size="xs" c="dimmed">
                Loans
              </Text>
              <Text fw={700} size="xl" data-testid="stat-total-loans">
                {formatCount(data.total.loans)}
              </Text>
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Text size="xs" c="dimmed">
                Volume
              </Text>
              <Text fw={700} size="xl" data-testid="stat-total-volume">
                {formatMoney(data.total.volume)}
              </Text>
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Text size="xs" c="dimmed">
                Closed (funded) in range
              </Text>
              <Text fw={700} size="xl">
                {formatCount(data.closings_by_month.reduce((s, m) => s + m.loans, 0))}
              </Text>
            </Paper>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <ChartCard
              title="Loans per status"
              testId="chart-status"
              isEmpty={data.total.loans === 0}
              table={{ columns: ['Status', 'Loans'], rows: data.by_status.map((s) => [s.status, s.loans]) }}
            >
              <BarChart
                labels={data.by_status.map((s) => short(s.status))}
                values={data.by_status.map((s) => s.loans)}
                series="Loans"
                color="blue.6"
              />
            </ChartCard>
            <ChartCard
              title="Volume per status"
              testId="chart-volume"
              isEmpty={data.total.loans === 0}
              table={{
                columns: ['Status', 'Volume'],
                rows: data.by_status.map((s) => [s.status, formatMoney(s.volume)]),
              }}
            >
              <BarChart
                labels={data.by_status.map((s) => short(s.status))}
                values={data.by_status.map((s) => s.volume)}
                series="Volume"
                color="teal.6"
                valueFormatter={(value) => abbreviateMoney(value)}
              />
            </ChartCard>
            <ChartCard
              title="Conversion between statuses"
              subtitle="Share of the loans that reached a status and went on to the next"
              testId="chart-conversion"
              isEmpty={data.total.loans === 0}
              table={{
                columns: ['From', 'To', 'Conversion'],
                rows: data.conversion.map((c) => [
                  c.from,
                  c.to,
                  c.rate === null ? 'N/A' : `${Math.round(c.rate * 1000) / 10}%`,
                ]),
              }}
            >
              <BarChart
                labels={data.conversion.map((c) => `${short(c.from)} → ${short(c.to)}`)}
                values={data.conversion.map((c) => (c.rate === null ? 0 : Math.round(c.rate * 1000) / 10))}
                series="Conversion"
                color="grape.6"
                valueFormatter={(value) => `${value}%`}
                max={100}
              />
            </ChartCard>
            <ChartCard
              title="Median days in each status"
              subtitle="From the loans' status history"
              testId="chart-days"
              isEmpty={data.days_in_status.every((d) => d.median_days === null)}
              table={{
                columns: ['Status', 'Median days'],
                rows: data.days_in_status.map((d) => [d.status, d.median_days ?? 'N/A']),
              }}
            >
              <BarChart
                labels={data.days_in_status.map((d) => short(d.status))}
                values={data.days_in_status.map((d) => d.median_days ?? 0)}
                series="Days"
                color="orange.6"
              />
            </ChartCard>
            <ChartCard
              title="Closings per month"
              testId="chart-closings"
              isEmpty={data.closings_by_month.length === 0}
              table={{
                columns: ['Month', 'Loans', 'Volume'],
                rows: data.closings_by_month.map((m) => [m.month, m.loans, formatMoney(m.volume)]),
              }}
            >
              <BarChart
                labels={data.closings_by_month.map((m) => m.month)}
                values={data.closings_by_month.map((m) => m.loans)}
                series="Loans"
                color="cyan.6"
              />
            </ChartCard>
            <ChartCard
              title="By state (top 10)"
              testId="chart-state"
              isEmpty={data.by_state.length === 0}
              table={{
                columns: ['State', 'Loans'],
                rows: data.by_state.slice(0, 10).map((s) => [s.state, s.loans]),
              }}
            >
              <BarChart
                labels={data.by_state.slice(0, 10).map((s) => s.state)}
                values={data.by_state.slice(0, 10).map((s) => s.loans)}
                series="Loans"
                color="indigo.6"
              />
            </ChartCard>
            <ChartCard
              title="By property type"
              testId="chart-property-type"
              isEmpty={data.by_property_type.length === 0}
              table={{
                columns: ['Property type', 'Loans'],
                rows: data.by_property_type.map((p) => [p.property_type, p.loans]),
              }}
            >
              <Group justify="center">
                <DoughnutChart
                  height={200}
                  width={200}
                  legend={false}
                  labels={data.by_property_type.map((p) => p.property_type)}
                  values={data.by_property_type.map((p) => p.loans)}
                  colors={COLORS}
                />
                <Stack gap={2}>
                  {data.by_property_type.map((p, i) => (
                    <Group key={p.property_type} gap={6}>
                      <div
                        style={{
                          width: 10,
                          height: 10,
                          borderRadius: 2,
                          background: `var(--mantine-color-${COLORS[i % COLORS.length]!.replace('.', '-')})`,
                        }}
                      />
                      <Text size="xs">
                        {p.property_type}: {p.loans}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </Group>
            </ChartCard>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
};

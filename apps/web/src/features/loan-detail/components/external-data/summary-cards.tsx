import { Badge, Card, Group, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { activityStateLabel, type ReportResponse } from '@lending/domain';
import { StatusBadge } from '../../../../components/status-badge';
import { ReportItemCell } from './report-item';
import { REPORT_NAMES } from './report-names';

/** The Summary card list (001 §2): one card per report with its state and headline figures. */
export const SummaryCards = ({ reports }: { reports: ReportResponse[] }) => (
  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-testid="report-summary">
    {reports.map((report) => {
      const headline = report.res?.[0]?.items.slice(0, 2) ?? [];
      return (
        <UnstyledButton
          key={report.activityId}
          onClick={() =>
            document.getElementById(`report-${report.activityId}`)?.scrollIntoView({ behavior: 'smooth' })
          }
        >
          <Card withBorder radius="md" padding="sm" h="100%">
            <Group justify="space-between" gap="xs" mb={6} wrap="nowrap">
              <Text fw={600} size="sm" lineClamp={1}>
                {REPORT_NAMES[report.source] ?? report.source}
              </Text>
              <Group gap={4} wrap="nowrap">
                {report.is_sandbox && report.state !== 'new' && (
                  <Badge color="orange" variant="outline" size="xs">
                    Sandbox
                  </Badge>
                )}
                <StatusBadge status={report.state} label={activityStateLabel(report.state)} />
              </Group>
            </Group>
            <Text size="xs" c="dimmed" mb={4}>
              {report.reportType}
              {report.res ? ` · ${report.res.length} section${report.res.length === 1 ? '' : 's'}` : ''}
            </Text>
            <Group grow align="flex-start">
              {headline.map((item) => (
                <ReportItemCell key={item.key} item={item} />
              ))}
            </Group>
          </Card>
        </UnstyledButton>
      );
    })}
  </SimpleGrid>
);

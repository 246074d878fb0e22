import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  activityStateLabel,
  canRefetchReport,
  checkReportItem,
  messages,
  REPORT_ITEMS_BEFORE_MORE,
  type ReportResponse,
  type ReportSection,
} from '@lending/domain';
import { IconAlertTriangle, IconFileText, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { StatusBadge } from '../../../../components/status-badge';
import { ReportItemCell } from './report-item';
import { REPORT_NAMES } from './report-names';

const SectionItems = ({ section }: { section: ReportSection }) => {
  const [isOpen, setOpen] = useState(false);
  const shown = isOpen ? section.items : section.items.slice(0, REPORT_ITEMS_BEFORE_MORE);
  return (
    <Stack gap={6} data-testid="report-section">
      <Text fw={600} size="sm">
        {section.title}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing={8}>
        {shown.map((item) => (
          <ReportItemCell
            key={`${item.index}-${item.key}`}
            item={item}
            implausible={checkReportItem(section.items, item)?.implausible}
          />
        ))}
      </SimpleGrid>
      {section.items.length > REPORT_ITEMS_BEFORE_MORE && (
        <Button variant="subtle" size="compact-xs" w="fit-content" onClick={() => setOpen((open) => !open)}>
          {isOpen ? 'show less' : 'show more'}
        </Button>
      )}
    </Stack>
  );
};

type Props = {
  report: ReportResponse;
  onRefetch: (report: ReportResponse) => void;
  onView: (report: ReportResponse) => void;
  isBusy: boolean;
};

const FAILED = ['error', 'failed'];

/** One report section of the External Data tab (001 §2): refetch and view actions, its items. */
export const ReportCard = ({ report, onRefetch, onView, isBusy }: Props) => {
  const isFailed = FAILED.includes(report.state);
  return (
    <Card withBorder radius="md" id={`report-${report.activityId}`} data-testid={`report-${report.source}`}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs">
          <Title order={5}>{REPORT_NAMES[report.source] ?? report.source}</Title>
          <Text size="sm" c="dimmed">
            {report.reportType}
          </Text>
          <StatusBadge status={report.state} label={activityStateLabel(report.state)} />
          {report.is_sandbox && report.state !== 'new' && (
            <Badge color="orange" variant="outline" size="sm">
              Sandbox
            </Badge>
          )}
          {report.pull_option && (
            <Badge variant="light" size="sm">
              {report.pull_option} pull
            </Badge>
          )}
        </Group>
        <Group gap={4} wrap="nowrap">
          {isFailed ? (
            <Tooltip label={messages.reportRefetch}>
              <ActionIcon
                color="red"
                variant="light"
                aria-label={messages.reportRefetch}
                loading={isBusy}
                onClick={() => onRefetch(report)}
              >
                <IconAlertTriangle size={18} />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Tooltip label="Refetch report">
              <ActionIcon
                variant="light"
                aria-label="Refetch report"
                loading={isBusy}
                // Only where the server refetches (Done, Missing Data): not while New, Processing,
                // or an appraisal left Unsupported by its upload (a new upload is the way on).
                disabled={report.is_fetching || !canRefetchReport(report.state)}
                onClick={() => onRefetch(report)}
              >
                <IconRefresh size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label="View report">
            <ActionIcon
              variant="light"
              aria-label="View report"
              disabled={!report.res}
              onClick={() => onView(report)}
            >
              <IconFileText size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {report.err && (
        <Text size="sm" c={isFailed ? 'red' : 'yellow.8'} mb="xs">
          {report.err}
        </Text>
      )}
      {report.is_fetching && (
        <Text size="sm" c="dimmed">
          {report.uploaded_file ? `Reading ${report.uploaded_file}…` : 'The report is being fetched…'}
        </Text>
      )}
      {report.uploaded_file && !report.is_fetching && (
        <Text size="xs" c="dimmed" mb="xs">
          From the uploaded file {report.uploaded_file}
        </Text>
      )}
      {report.state === 'processing' && !report.is_fetching && report.source === 'plaid' && (
        <Text size="sm" c="dimmed">
          Waiting for the borrower to connect a bank account.
        </Text>
      )}
      {report.state === 'new' && (
        <Text size="sm" c="dimmed">
          Not requested yet.
        </Text>
      )}
      <Stack gap="md">
        {(report.res ?? []).map((section, index) => (
          <SectionItems key={`${section.title}-${index}`} section={section} />
        ))}
      </Stack>
    </Card>
  );
};

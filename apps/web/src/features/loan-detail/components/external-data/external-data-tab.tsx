import { Stack, Title } from '@mantine/core';
import { isCreditReportType, messages, type ReportResponse } from '@lending/domain';
import { notifications } from '@mantine/notifications';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorWithRefetch } from '../../../../components/error-with-refetch';
import { Loading } from '../../../../components/loading';
import { ApiError } from '../../../../lib/api-client';
import { openReportPdf } from '../../api/download-report';
import { useLoanReports } from '../../api/get-loan-reports';
import { useRequestReport } from '../../api/request-report';
import { ReportCard } from './report-card';
import { SummaryCards } from './summary-cards';

/** External Data tab (001 §2): Summary cards, then the reports in the spec's order. */
export const ExternalDataTab = ({ loanId }: { loanId: string }) => {
  const reports = useLoanReports(loanId);
  const request = useRequestReport();

  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      message: error instanceof ApiError ? error.message : messages.somethingWentWrong,
    });
  const onRefetch = (report: ReportResponse) =>
    request
      .mutateAsync({
        activityId: report.activityId,
        pullOption: isCreditReportType(report.activity_type) ? (report.pull_option ?? 'soft') : undefined,
      })
      .then(() => notifications.show({ color: 'green', message: messages.reportRequested }), failed);
  const onView = (report: ReportResponse) => openReportPdf(report.activityId).catch(failed);

  if (reports.isPending) return <Loading />;
  if (reports.isError) return <ErrorWithRefetch onRetry={() => void reports.refetch()} />;
  if (reports.data.length === 0) return <EmptyState text={messages.noReports} />;
  return (
    <Stack gap="md" data-testid="external-data">
      <Title order={5}>Summary</Title>
      <SummaryCards reports={reports.data} />
      {reports.data.map((report) => (
        <ReportCard
          key={report.activityId}
          report={report}
          onRefetch={onRefetch}
          onView={onView}
          isBusy={request.isPending && request.variables?.activityId === report.activityId}
        />
      ))}
    </Stack>
  );
};

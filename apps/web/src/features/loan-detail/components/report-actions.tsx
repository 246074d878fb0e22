import { Button, Menu } from '@mantine/core';
import { canRefetchReport, isCreditReportType, messages, type ActivityAction } from '@lending/domain';
import { notifications } from '@mantine/notifications';
import { IconChevronDown } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { openReportPdf } from '../api/download-report';
import { useRefreshWhenReportSettles } from '../api/get-report';
import { useRequestReport } from '../api/request-report';
import { notifyFailure } from '../../../lib/notify-failure';
import { lazyComponent } from '../../../lib/when-idle';

// Issue 21, phone: the upload form is not on the loan page's first screen (fetched on intent).
const ReportUploadModal = lazyComponent(() => import('./report-upload-modal'), 'ReportUploadModal');

type Props = {
  activityId: string;
  type: string;
  state: string;
  actions: ActivityAction[];
  onError: (error: unknown) => void;
};

/**
 * The report rows' actions (000 §4): Request, or Soft / Full for credit, in New; download report
 * in Done; refetch after an error or missing data (001 §2); 'upload OCR' for Costar and appraisal.
 */
export const ReportActions = ({ activityId, type, state, actions, onError }: Props) => {
  const request = useRequestReport();
  const [isUploading, setUploading] = useState(false);
  useRefreshWhenReportSettles(activityId, state === 'processing');
  const isCredit = isCreditReportType(type);
  const onRequest = (pullOption?: 'full' | 'soft') =>
    request
      .mutateAsync({ activityId, pullOption })
      .then(() => notifications.show({ color: 'green', message: messages.reportRequested }), onError);
  const onDownload = () =>
    openReportPdf(activityId).catch((error: unknown) => {
      notifyFailure(error);
      onError(error);
    });
  const hasRequest = actions.some((a) => a.startsWith('request-'));
  const canRefetch = state !== 'done' && canRefetchReport(state);

  return (
    <>
      {hasRequest && !isCredit && (
        <Button size="compact-sm" variant="light" loading={request.isPending} onClick={() => onRequest()}>
          Request
        </Button>
      )}
      {actions.includes('request-credit-soft') && (
        <Button
          size="compact-sm"
          variant="light"
          loading={request.isPending}
          onClick={() => onRequest('soft')}
        >
          Soft
        </Button>
      )}
      {actions.includes('request-credit-full') && (
        <Button
          size="compact-sm"
          variant="light"
          loading={request.isPending}
          onClick={() => onRequest('full')}
        >
          Full
        </Button>
      )}
      {actions.includes('upload-ocr') && (
        <Button
          size="compact-sm"
          variant="light"
          onPointerDown={ReportUploadModal.preload}
          onFocus={ReportUploadModal.preload}
          onClick={() => setUploading(true)}
        >
          Upload OCR
        </Button>
      )}
      {isUploading && (
        <Suspense fallback={null}>
          <ReportUploadModal activityId={activityId} type={type} onClose={() => setUploading(false)} />
        </Suspense>
      )}
      {actions.includes('download-report') && (
        <Button size="compact-sm" variant="light" onClick={onDownload}>
          Download report
        </Button>
      )}
      {canRefetch &&
        (isCredit ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                size="compact-sm"
                variant="light"
                color="orange"
                rightSection={<IconChevronDown size={14} />}
              >
                Refetch
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => onRequest('soft')}>Soft pull</Menu.Item>
              <Menu.Item onClick={() => onRequest('full')}>Full pull</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : (
          <Button
            size="compact-sm"
            variant="light"
            color="orange"
            loading={request.isPending}
            onClick={() => onRequest()}
          >
            Refetch
          </Button>
        ))}
    </>
  );
};

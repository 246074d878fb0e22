import { Anchor, Button, Group, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { activityStateLabel, messages } from '@lending/domain';
import { StatusBadge } from '../../../components/status-badge';
import { getActivityDocumentLink } from '../api/download-activity-document';
import type { Activity } from '../api/types';
import { formatEpochDate } from '../utils/format';

// Spec 001 §2 "Files(n)": File, Date, Status; a rejected row shows the reason; files download
// through an expiring signed link fetched on click.
export const FilesPopover = ({ activity }: { activity: Activity }) => {
  const files = activity.processes.flatMap((process) =>
    process.documents.map((document) => ({ process, document })),
  );
  const onDownload = async (documentId: string) => {
    try {
      const link = await getActivityDocumentLink(activity.activity_id, documentId);
      window.open(link.url, '_blank', 'noopener');
    } catch {
      notifications.show({ color: 'red', message: messages.downloadFailedToast });
    }
  };
  return (
    <Popover position="bottom-end" withinPortal>
      <Popover.Target>
        <Button size="compact-xs" variant="light">
          View
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} size="sm" mb={4}>
          Files({files.length})
        </Text>
        <Stack gap={4}>
          {files.map(({ process, document }) => {
            const reason = process.data_to_display?.reason;
            const badge = (
              <StatusBadge
                status={process.status.state}
                label={activityStateLabel(process.status.state)}
                size="xs"
              />
            );
            return (
              <Group key={document.document_id} gap="xs" wrap="nowrap">
                <Anchor size="sm" component="button" onClick={() => onDownload(document.document_id)}>
                  {document.file_name ?? document.document_name ?? messages.notAvailable}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatEpochDate(document.created_epoch)}
                </Text>
                {process.status.state === 'rejected' && typeof reason === 'string' ? (
                  <Tooltip label={reason}>
                    <span>{badge}</span>
                  </Tooltip>
                ) : (
                  badge
                )}
              </Group>
            );
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
};

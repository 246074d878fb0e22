import { ActionIcon, Drawer, Group, Popover, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  activityStateLabel,
  messages,
  uiText,
  type Activity,
  type Process,
  type ProcessDocument,
} from '@lending/domain';
import { IconDownload, IconEye, IconInfoCircle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { StatusBadge } from '../../../components/status-badge';
import { api } from '../../../lib/api-client';
import { documentPreviewQueryOptions } from '../api/get-document-preview';
import { AnalysisModal } from './analysis-modal';
import { RejectDialog } from './reject-dialog';
import { ReviewButtons } from './review-buttons';

type Props = { activity: Activity; onClose: () => void };
type FileRow = { process: Process; document: ProcessDocument };

const filesOf = (activity: Activity): FileRow[] =>
  activity.processes
    .flatMap((process) => process.documents.map((document) => ({ process, document })))
    .sort((a, b) => b.document.created_epoch - a.document.created_epoch);

const download = async (activityId: string, documentId: string) => {
  try {
    const link = await api.get<{ url: string }>(`/activity/${activityId}/document/${documentId}/download`);
    window.open(link.url, '_blank', 'noopener');
  } catch {
    notifications.show({ color: 'red', message: messages.downloadFailedToast });
  }
};

/**
 * 001 §2 "Files side panel": 'Files(n)' with File, Date, Status and Actions (view, download,
 * accept, reject). A rejected row shows an info popover with the reason.
 */
export const FilesPanel = ({ activity, onClose }: Props) => {
  const files = filesOf(activity);
  const [viewing, setViewing] = useState<FileRow | null>(null);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const first = files[0]?.document.document_id;
  // Load pdf.js and start its worker while the list is read, before a file is clicked; fetch the
  // newest file's preview link and warm its bytes (issue 11 speed: the first click after opening).
  useEffect(() => {
    void import('./pdf-pages');
    if (!first) return;
    void queryClient
      .fetchQuery(documentPreviewQueryOptions(activity.activity_id, first))
      .then(async (preview) => {
        if (preview.kind !== 'pdf') return;
        const { prefetchPdf } = await import('./pdf-pages');
        prefetchPdf(preview.url);
      })
      .catch(() => undefined);
  }, [queryClient, activity.activity_id, first]);
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      // Escape closes the open document or dialog first, not the panel under it.
      closeOnEscape={!viewing && !rejecting}
      title={
        <Group gap="xs">
          <Text fw={600}>{uiText.filesTitle(files.length)}</Text>
          <Text c="dimmed">{activity.document_name || activity.name}</Text>
        </Group>
      }
      data-testid="files-panel"
    >
      {files.length === 0 ? (
        <Text c="dimmed">{messages.noDocumentsFound}</Text>
      ) : (
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>File</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {files.map((row) => {
              const reason = row.process.data_to_display?.reason;
              return (
                <Table.Tr key={row.document.document_id} data-testid="file-row">
                  <Table.Td maw={220}>
                    <Text size="sm" truncate="end" title={row.document.file_name ?? undefined}>
                      {row.document.file_name ?? row.document.document_name ?? messages.notAvailable}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {dayjs.unix(row.document.created_epoch).format('MM.DD.YYYY HH:mm')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <StatusBadge
                        status={row.process.status.state}
                        label={activityStateLabel(row.process.status.state)}
                        size="sm"
                      />
                      {row.process.status.state === 'rejected' && typeof reason === 'string' && (
                        <Popover withArrow position="top" withinPortal={false}>
                          <Popover.Target>
                            <ActionIcon variant="subtle" size="sm" color="red" aria-label="Rejection reason">
                              <IconInfoCircle size={16} />
                            </ActionIcon>
                          </Popover.Target>
                          <Popover.Dropdown maw={260}>
                            <Text size="sm" data-testid="rejection-reason">
                              {reason}
                            </Text>
                          </Popover.Dropdown>
                        </Popover>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={2} wrap="nowrap">
                      <Tooltip label="View">
                        <ActionIcon variant="subtle" aria-label="View" onClick={() => setViewing(row)}>
                          <IconEye size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Download">
                        <ActionIcon
                          variant="subtle"
                          aria-label="Download"
                          onClick={() => void download(activity.activity_id, row.document.document_id)}
                        >
                          <IconDownload size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <ReviewButtons
                        variant="icons"
                        activityId={activity.activity_id}
                        processId={row.process.process_id}
                        processState={row.process.status.state}
                        activityState={activity.status.state}
                        onReject={() => setRejecting(row.process.process_id)}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {viewing && (
        <AnalysisModal
          activity={activity}
          process={
            activity.processes.find((p) => p.process_id === viewing.process.process_id) ?? viewing.process
          }
          document={viewing.document}
          onClose={() => setViewing(null)}
        />
      )}
      {rejecting && (
        <RejectDialog
          activityId={activity.activity_id}
          processId={rejecting}
          onClose={() => setRejecting(null)}
        />
      )}
    </Drawer>
  );
};

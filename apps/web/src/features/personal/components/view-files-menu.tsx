import { ActionIcon, Button, Drawer, Group, Modal, Popover, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { activityStateLabel, messages, uiText } from '@lending/domain';
import { IconDownload, IconEye, IconFiles, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { StatusBadge } from '../../../components/status-badge';
import {
  documentPreviewQueryOptions,
  type PreviewArea,
} from '../../../shared/documents/api/get-document-preview';
import { FilePreview } from '../../../shared/documents/components/file-preview';
import { getDocumentDownloadUrl } from '../../../shared/documents/api/download-personal-document';
import { areaBase, type EntityType } from '../../../lib/personal-area';
import { type ActivityDocument, type PersonalActivity } from '../api/personal-types';

type Props = { entityType: EntityType; activity: PersonalActivity; userEmail: string | null };
type Row = { process: PersonalActivity['processes'][number]; document: ActivityDocument };

const rowsOf = (activity: PersonalActivity): Row[] =>
  activity.processes
    .flatMap((process) => process.documents.map((document) => ({ process, document })))
    .sort((a, b) => b.document.created_epoch - a.document.created_epoch);

/**
 * 'Files (n)' of the personal area: the same side panel as staff get (File, Date, Status, Actions)
 * within what a borrower or broker may do: view in the browser (PDF pages, images, HEIC as JPEG)
 * and download; a rejected upload shows its reason. Accept, reject and signature stay with staff.
 */
export const ViewFilesMenu = ({ entityType, activity, userEmail }: Props) => {
  const [isOpen, setOpen] = useState(false);
  const count = activity.processes.reduce((n, process) => n + process.documents.length, 0);
  return (
    <>
      <Button size="xs" variant="subtle" leftSection={<IconFiles size={14} />} onClick={() => setOpen(true)}>
        Files ({count})
      </Button>
      {isOpen && (
        <PersonalFilesPanel
          entityType={entityType}
          activity={activity}
          userEmail={userEmail}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
};

const PersonalFilesPanel = ({
  entityType,
  activity,
  userEmail,
  onClose,
}: Props & { onClose: () => void }) => {
  const rows = rowsOf(activity);
  const area: PreviewArea = { base: areaBase(entityType), userEmail };
  const [viewing, setViewing] = useState<Row | null>(null);
  const queryClient = useQueryClient();
  const first = rows[0]?.document.document_id;
  // Warm what the first click needs while the list is read: pdf.js with its worker and the
  // newest file's preview link (issue 11 speed).
  useEffect(() => {
    void import('../../../shared/documents/components/pdf-pages');
    if (!first) return;
    void queryClient
      .fetchQuery(
        documentPreviewQueryOptions(activity.activity_id, first, { base: areaBase(entityType), userEmail }),
      )
      .then(async (preview) => {
        if (preview.kind !== 'pdf') return;
        const { prefetchPdf } = await import('../../../shared/documents/components/pdf-pages');
        prefetchPdf(preview.url);
      })
      .catch(() => undefined);
  }, [queryClient, activity.activity_id, first, entityType, userEmail]);
  const download = async (documentId: string) => {
    try {
      const url = await getDocumentDownloadUrl({
        entityType,
        activityId: activity.activity_id,
        documentId,
        userEmail,
      });
      window.open(url, '_blank', 'noopener');
    } catch {
      notifications.show({ color: 'red', message: messages.downloadFailedToast });
    }
  };
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      closeOnEscape={!viewing}
      title={
        <Group gap="xs">
          <Text fw={600}>{uiText.filesTitle(rows.length)}</Text>
          <Text c="dimmed">{activity.document_name || activity.name}</Text>
        </Group>
      }
      data-testid="files-panel"
    >
      {rows.length === 0 ? (
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
            {rows.map((row) => {
              const reason = row.process.data_to_display?.reason;
              return (
                <Table.Tr key={row.document.document_id} data-testid="file-row">
                  <Table.Td maw={220}>
                    <Text size="sm" truncate="end" title={row.document.file_name}>
                      {row.document.file_name || row.document.document_name || messages.notAvailable}
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
                          onClick={() => void download(row.document.document_id)}
                        >
                          <IconDownload size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {viewing && (
        <Modal
          opened
          onClose={() => setViewing(null)}
          title={`${activity.document_name || activity.name} · ${viewing.document.file_name}`}
          size="90vw"
          data-testid="personal-preview-modal"
          closeButtonProps={{ 'aria-label': 'Close document' }}
        >
          <FilePreview
            activityId={activity.activity_id}
            documentId={viewing.document.document_id}
            width={Math.min(900, Math.round(window.innerWidth * 0.8))}
            area={area}
          />
        </Modal>
      )}
    </Drawer>
  );
};

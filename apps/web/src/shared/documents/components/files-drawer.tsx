import { ActionIcon, Drawer, Group, Popover, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { activityStateLabel, messages, uiText, formatFileTime } from '@lending/domain';
import { IconDownload, IconEye, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { StatusBadge } from '../../../components/status-badge';
import { documentPreviewQueryOptions, type PreviewArea } from '../api/get-document-preview';

type FileDocument = {
  document_id: string;
  document_name: string | null;
  file_name: string | null;
  created_epoch: number;
};
type FileProcess = {
  process_id: string;
  status: { state: string };
  documents: FileDocument[];
  data_to_display?: Record<string, unknown> | null;
};
export type FileRow<P extends FileProcess> = { process: P; document: P['documents'][number] };

type Props<P extends FileProcess> = {
  activityId: string;
  /** The request's document name (or the activity's name), beside 'Files(n)'. */
  name: string | null;
  processes: P[];
  /** The personal area asks for previews under its own base; staff leave it out. */
  area?: PreviewArea;
  /** A short-lived link to the stored file. */
  downloadUrl: (documentId: string) => Promise<string>;
  onView: (row: FileRow<P>) => void;
  /** Actions beside View and Download (staff: accept, reject). */
  rowActions?: (row: FileRow<P>) => ReactNode;
  closeOnEscape: boolean;
  onClose: () => void;
  /** The dialogs the panel opens (document viewer, reject reason). */
  children?: ReactNode;
};

/**
 * 001 §2 "Files side panel", for staff and for the personal area alike: 'Files(n)' with File,
 * Date, Status and Actions (view, download, and what the caller adds). The newest file comes
 * first; a rejected row shows an info popover with the reason.
 */
export const FilesDrawer = <P extends FileProcess>({
  activityId,
  name,
  processes,
  area,
  downloadUrl,
  onView,
  rowActions,
  closeOnEscape,
  onClose,
  children,
}: Props<P>) => {
  const rows: FileRow<P>[] = processes
    .flatMap((process) => process.documents.map((document) => ({ process, document })))
    .sort((a, b) => b.document.created_epoch - a.document.created_epoch);
  const queryClient = useQueryClient();
  const first = rows[0]?.document.document_id;
  const areaBase = area?.base;
  const areaUser = area?.userEmail ?? null;
  // Load pdf.js and start its worker while the list is read, before a file is clicked; fetch the
  // newest file's preview link and warm its bytes (issue 11 speed: the first click after opening).
  useEffect(() => {
    void import('./pdf-pages');
    if (!first) return;
    const previewArea = areaBase ? { base: areaBase, userEmail: areaUser } : undefined;
    void queryClient
      .fetchQuery(documentPreviewQueryOptions(activityId, first, previewArea))
      .then(async (preview) => {
        if (preview.kind !== 'pdf') return;
        const { prefetchPdf } = await import('./pdf-loader');
        prefetchPdf(preview.url);
      })
      .catch(() => undefined);
  }, [queryClient, activityId, first, areaBase, areaUser]);
  const download = async (documentId: string) => {
    try {
      window.open(await downloadUrl(documentId), '_blank', 'noopener');
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
      // Escape closes the open document or dialog first, not the panel under it.
      closeOnEscape={closeOnEscape}
      // The header's X needs a name (axe button-name); 'Close' stays the footer button's alone.
      closeButtonProps={{ 'aria-label': 'Hide files' }}
      title={
        <Group gap="xs">
          <Text fw={600}>{uiText.filesTitle(rows.length)}</Text>
          <Text c="dimmed">{name}</Text>
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
                    <Text size="sm" truncate="end" title={row.document.file_name ?? undefined}>
                      {row.document.file_name || row.document.document_name || messages.notAvailable}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {formatFileTime(row.document.created_epoch)}
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
                        <ActionIcon variant="subtle" aria-label="View" onClick={() => onView(row)}>
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
                      {rowActions?.(row)}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {children}
    </Drawer>
  );
};

import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import {
  ACTIVITY_TYPE_LABELS,
  messages,
  uiText,
  type ProcessDocument,
  formatFileTime,
} from '@lending/domain';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorWithRefetch } from '../../../components/error-with-refetch';
import { Loading } from '../../../components/loading';
import { useSystemDocuments } from '../api/get-system-documents';
import { FilePreview } from './file-preview';

type Opened = { activityId: string; document: ProcessDocument };

/**
 * 001 §2 "System documents tab": the loan's generated (and staff-added) documents listed by
 * activity, each with 'View Document' opening the preview modal; 'There are no documents to
 * Show' when there is none.
 */
export const SystemDocumentsTab = ({ loanId }: { loanId: string }) => {
  const { data, isPending, isError, refetch } = useSystemDocuments(loanId);
  const [opened, setOpened] = useState<Opened | null>(null);
  if (isPending) return <Loading minHeight={120} />;
  if (isError) return <ErrorWithRefetch onRetry={() => void refetch()} />;
  const groups = data.filter((group) => group.processes.some((process) => process.documents.length > 0));
  if (groups.length === 0) return <EmptyState text={messages.noDocumentsToShow} />;
  return (
    <Stack gap="sm" data-testid="system-documents">
      {groups.map((group) => (
        <Paper key={group.activity_id} withBorder radius="md" p="sm">
          <Title order={6} mb="xs">
            {group.activity_name ??
              (ACTIVITY_TYPE_LABELS as Record<string, string>)[group.activity_type] ??
              group.activity_type}
          </Title>
          <Stack gap={6}>
            {group.processes.flatMap((process) =>
              process.documents.map((document) => (
                <Group key={document.document_id} justify="space-between" wrap="nowrap">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" truncate="end">
                      {document.file_name ?? document.document_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatFileTime(document.created_epoch)}
                    </Text>
                  </Stack>
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconEye size={14} />}
                    onClick={() => setOpened({ activityId: group.activity_id, document })}
                  >
                    {uiText.viewDocument}
                  </Button>
                </Group>
              )),
            )}
          </Stack>
        </Paper>
      ))}
      {opened && (
        <Modal
          opened
          onClose={() => setOpened(null)}
          title={opened.document.file_name ?? opened.document.document_name}
          size="xl"
        >
          <FilePreview activityId={opened.activityId} documentId={opened.document.document_id} width={760} />
        </Modal>
      )}
    </Stack>
  );
};

import { Button, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFiles } from '@tabler/icons-react';
import { getDocumentDownloadUrl } from '../api/download-document';
import type { EntityType, PersonalActivity } from '../api/personal-types';
import { messages } from '@lending/domain';

type Props = { entityType: EntityType; activity: PersonalActivity; userEmail: string | null };

/** 'view files': the documents uploaded to the activity, each opened through a signed link. */
export const ViewFilesMenu = ({ entityType, activity, userEmail }: Props) => {
  const documents = activity.processes.flatMap((process) => process.documents);
  const open = async (documentId: string) => {
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
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="subtle" leftSection={<IconFiles size={14} />}>
          Files ({documents.length})
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {documents.length === 0 && (
          <Text size="sm" c="dimmed" p="xs">
            No documents found
          </Text>
        )}
        {documents.map((document) => (
          <Menu.Item key={document.document_id} onClick={() => void open(document.document_id)}>
            {document.file_name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
};

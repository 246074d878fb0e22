import { Button, FileButton, Group, Progress, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useUploadActivityFile } from '../api/upload-activity-file';
import type { EntityType } from '../api/personal-types';
import { ACCEPT_ATTRIBUTE, isAllowedFile } from '../utils/file-types';
import { messages } from '@lending/domain';

type Props = { entityType: EntityType; activityId: string; userEmail: string | null };

/** 'Upload File' of the personal view (document request, term sheet, commitment; 002 §2.3). */
export const UploadFileButton = ({ entityType, activityId, userEmail }: Props) => {
  const upload = useUploadActivityFile();
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [typeError, setTypeError] = useState<string | null>(null);

  const onFile = (file: File | null) => {
    if (!file) return;
    setResult(null);
    if (!isAllowedFile(file)) {
      setTypeError(messages.notValidFileType);
      return;
    }
    setTypeError(null);
    setProgress(0);
    upload.mutate(
      { entityType, activityId, file, userEmail, onProgress: setProgress },
      {
        onSuccess: () => {
          setResult(messages.uploaded);
          notifications.show({ color: 'green', message: messages.fileUploaded });
        },
        onError: () => {
          setResult(messages.uploadFailed);
          notifications.show({ color: 'red', message: messages.uploadFailedLater });
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <FileButton onChange={onFile} accept={ACCEPT_ATTRIBUTE}>
        {(props) => (
          <Button
            {...props}
            size="xs"
            variant="light"
            leftSection={<IconUpload size={14} />}
            loading={upload.isPending}
          >
            Upload File
          </Button>
        )}
      </FileButton>
      {progress !== null && <Progress value={progress} w={80} size="sm" aria-label="Upload progress" />}
      {(typeError ?? result) && (
        <Text size="xs" c={result === messages.uploaded ? 'green' : 'red'} role="status">
          {typeError ?? result}
        </Text>
      )}
    </Group>
  );
};

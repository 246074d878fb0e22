import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCheck, IconUpload } from '@tabler/icons-react';
import { ALLOWED_UPLOAD_EXTENSIONS, messages } from '@lending/domain';
import { useState } from 'react';
import { PhotoCapture } from '../../../shared/documents/components/photo-capture';
import { uploadApplicationFile } from '../api/upload-application-file';
import type { UploadedFile } from '../utils/wizard-values';

type Props = {
  label: string;
  activityId: string;
  userEmail?: string | null;
  value: UploadedFile;
  onChange: (value: UploadedFile) => void;
  error?: string | null;
  testId?: string;
};

const ACCEPT = ALLOWED_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

const isAllowed = (file: File): boolean => {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  return (ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(extension);
};

/** 002 §5: png, pdf, jpeg, jpg, gif and bmp, else 'Not valid file type'; uploaded at once. */
export const WizardUploadField = ({
  label,
  activityId,
  userEmail = null,
  value,
  onChange,
  error,
  testId,
}: Props) => {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = async (file: File | null) => {
    if (!file) return;
    if (!isAllowed(file)) {
      setProblem(messages.notValidFileType);
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      const uploaded = await uploadApplicationFile(activityId, file, setProgress, userEmail);
      setProgress(null);
      onChange(uploaded);
    } catch (uploadError) {
      setProgress(null);
      const message = uploadError instanceof Error ? uploadError.message : '';
      setProblem(message === messages.notValidFileType ? message : messages.uploadFailed);
    }
  };

  const shown = problem ?? error ?? null;
  return (
    <Stack gap={4} data-testid={testId}>
      <Text size="sm" fw={500}>
        {label} <span style={{ color: 'var(--mantine-color-red-6)' }}>*</span>
      </Text>
      <Group gap="sm" wrap="wrap">
        <FileButton onChange={(file) => void onFile(file)} accept={ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="sm"
              leftSection={<IconUpload size={14} />}
              loading={progress !== null}
            >
              {value ? 'Replace file' : 'Choose file'}
            </Button>
          )}
        </FileButton>
        {value && (
          <Group gap={4}>
            <IconCheck size={14} color="var(--mantine-color-green-7)" />
            <Text size="sm">{value.file_name}</Text>
          </Group>
        )}
        {progress !== null && <Progress value={progress} w={100} size="sm" aria-label="Upload progress" />}
      </Group>
      <PhotoCapture onPhoto={(photo) => void onFile(photo)} disabled={progress !== null} />
      {shown && (
        <Text size="xs" c="red" role="alert">
          {shown}
        </Text>
      )}
    </Stack>
  );
};

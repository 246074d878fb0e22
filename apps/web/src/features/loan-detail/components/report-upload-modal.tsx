import { Button, FileInput, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { useInvalidateRouteLoan } from '../../../lib/loan-queries';
import { createPresignedUpload, runProcess } from '../api/upload-file';
import { documentLabel } from '../utils/activity-actions';

type Props = { activityId: string; type: string; onClose: () => void };

// 000 §4 'upload OCR' (Costar, appraisal): the file is read (text, or OCR of a scan) and its
// figures become the report's items; the row shows Processing until then.
export const ReportUploadModal = ({ activityId, type, onClose }: Props) => {
  const invalidateLoan = useInvalidateRouteLoan();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [isFailed, setFailed] = useState(false);
  const label = documentLabel(type);

  const onSave = async () => {
    if (!file) return;
    setFailed(false);
    setProgress(0);
    try {
      const { presigned_url, process_id } = await createPresignedUpload(activityId, file);
      await uploadWithProgress(presigned_url, file, setProgress);
      await runProcess(activityId, process_id);
      notifications.show({ color: 'green', message: `${label} file uploaded; reading it into the report` });
      await invalidateLoan();
      onClose();
    } catch {
      setFailed(true);
      setProgress(null);
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Upload ${label} report`} centered>
      <Stack>
        <Text size="sm" c="dimmed">
          The file is read (a scan by OCR) and its figures fill the {label} report on the External Data tab.
        </Text>
        <FileInput
          label="File"
          placeholder="Choose a PDF or a scan"
          value={file}
          onChange={setFile}
          accept=".pdf,.png,.jpg,.jpeg,.heic,.heif"
        />
        {progress !== null && <Progress value={progress} aria-label="Upload progress" />}
        {isFailed && <Text c="red">Failed to upload</Text>}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onSave} disabled={!file} loading={progress !== null && !isFailed}>
          Save
        </Button>
      </Group>
    </Modal>
  );
};

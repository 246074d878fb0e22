import { Button, Checkbox, FileInput, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { uploadMarking } from '@lending/domain';
import { runDocumentAction, type DocumentAction } from '../api/document-actions';
import type { DocumentKind } from '../api/document-values';
import type { Activity } from '../api/types';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { createPresignedUpload, runProcess } from '../api/upload-file';
import { documentLabel } from '../utils/activity-actions';
import { useInvalidateRouteLoan } from '../../../lib/loan-queries';

type Props = { kind: DocumentKind; activity: Activity; onClose: () => void };

// Spec 002 §4: an upload in new or generated marks the document sent, in sent or signed marks
// it signed; the 'signed' checkbox verifies it instead.
const markAfterUpload = (state: string, isSigned: boolean): DocumentAction | null => {
  const mark = uploadMarking(state, isSigned);
  return mark ? `set/${mark}` : null;
};

export const UploadModal = ({ kind, activity, onClose }: Props) => {
  const invalidateLoan = useInvalidateRouteLoan();
  const [file, setFile] = useState<File | null>(null);
  const [isSigned, setSigned] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<'success' | 'error' | null>(null);
  const label = documentLabel(kind);

  const onSave = async () => {
    if (!file) return;
    setResult(null);
    setProgress(0);
    try {
      const { presigned_url, process_id } = await createPresignedUpload(activity.activity_id, file);
      await uploadWithProgress(presigned_url, file, setProgress);
      await runProcess(activity.activity_id, process_id);
      const mark = markAfterUpload(activity.status.state, isSigned);
      if (mark) await runDocumentAction(kind, activity.activity_id, mark);
      setResult('success');
      notifications.show({ color: 'green', message: `Successfully Uploaded ${label} Document` });
      await invalidateLoan();
      onClose();
    } catch {
      setResult('error');
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Upload ${label}`} centered>
      <Stack>
        <FileInput
          label="File"
          placeholder="Choose a file"
          value={file}
          onChange={setFile}
          accept=".pdf,.docx,.png,.jpg,.jpeg"
        />
        <Checkbox
          label="Signed"
          checked={isSigned}
          onChange={(event) => setSigned(event.currentTarget.checked)}
        />
        {progress !== null && <Progress value={progress} aria-label="Upload progress" />}
        {result === 'success' && <Text c="green">Uploaded</Text>}
        {result === 'error' && <Text c="red">Failed to upload</Text>}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onSave} disabled={!file} loading={progress !== null && result === null}>
          Save
        </Button>
      </Group>
    </Modal>
  );
};

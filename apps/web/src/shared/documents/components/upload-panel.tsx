import '@mantine/dropzone/styles.css';
import { ActionIcon, Button, Drawer, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { ALLOWED_UPLOAD_EXTENSIONS, messages, uiText } from '@lending/domain';
import { IconFileUpload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  addFiles,
  canRemove,
  errorStatusOf,
  hasAnySuccess,
  patchFile,
  pendingFiles,
  removeFile,
  type UploadItem,
} from '../utils/upload-files';
import { PhotoCapture } from './photo-capture';

type UploadOne = (file: File, onProgress: (percent: number) => void) => Promise<void>;

type Props = {
  title: string;
  upload: UploadOne;
  /** Called once when the panel closes after at least one success (the list refreshes). */
  onUploaded?: () => void;
  onClose: () => void;
};

const ACCEPT: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/bmp': ['.bmp'],
  'image/heic': ['.heic'],
};

/**
 * 001 §2 "Upload side panel": drag and drop or the file picker, several files at once, a
 * progress bar per file and Save; per file 'Uploaded' or 'Failed to upload' (001 §4 states).
 */
export const UploadPanel = ({ title, upload, onUploaded, onClose }: Props) => {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [isSaving, setSaving] = useState(false);
  const [rejectedNames, setRejectedNames] = useState<string[]>([]);
  const update = (id: string, patch: Partial<UploadItem>) =>
    setItems((current) => patchFile(current, id, patch));

  const onSave = async () => {
    setSaving(true);
    await Promise.all(
      pendingFiles(items).map(async (item) => {
        update(item.id, { state: 'loading', progress: 0, status: null });
        try {
          await upload(item.file, (progress) => update(item.id, { progress }));
          update(item.id, { state: 'success', progress: 100 });
        } catch (error) {
          update(item.id, { state: 'error', status: errorStatusOf(error) });
        }
      }),
    );
    setSaving(false);
  };

  const onPanelClose = () => {
    if (hasAnySuccess(items)) onUploaded?.();
    onClose();
  };

  return (
    <Drawer
      opened
      onClose={onPanelClose}
      position="right"
      size="md"
      title={<Text fw={600}>{title}</Text>}
      closeButtonProps={{ 'aria-label': 'Hide upload panel' }}
    >
      <Stack gap="sm" data-testid="upload-panel">
        <Dropzone
          onDrop={(files) => {
            setRejectedNames([]);
            setItems((current) => addFiles(current, files));
          }}
          onReject={(rejections) => setRejectedNames(rejections.map((rejection) => rejection.file.name))}
          accept={ACCEPT}
          maxSize={25 * 1024 * 1024}
          multiple
          disabled={isSaving}
          data-testid="dropzone"
          useFsAccessApi={false}
          // The hidden file input is named too: axe and screen readers meet it (issue 21).
          inputProps={{ 'aria-label': 'Choose files to upload' }}
        >
          <Group justify="center" gap="sm" mih={110} style={{ pointerEvents: 'none' }}>
            <IconFileUpload size={36} stroke={1.5} />
            <Stack gap={2}>
              <Text size="sm" fw={500}>
                Drag files here or click to choose
              </Text>
              <Text size="xs" c="dimmed">
                {[...ALLOWED_UPLOAD_EXTENSIONS, 'heic'].join(', ')} · up to 25 MB each
              </Text>
            </Stack>
          </Group>
        </Dropzone>
        <PhotoCapture
          disabled={isSaving}
          onPhoto={(photo) => {
            setRejectedNames(ACCEPT[photo.type] ? [] : [photo.name]);
            if (ACCEPT[photo.type]) setItems((current) => addFiles(current, [photo]));
          }}
        />
        {rejectedNames.length > 0 && (
          <Text size="sm" c="red">
            {messages.notValidFileType}: {rejectedNames.join(', ')}
          </Text>
        )}
        {items.map((item) => (
          <Stack key={item.id} gap={4} data-testid="upload-item">
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" truncate="end" maw={260}>
                {item.file.name}
              </Text>
              <Group gap="xs" wrap="nowrap">
                {item.state === 'success' && (
                  <Text size="xs" c="green">
                    {messages.uploaded}
                  </Text>
                )}
                {item.state === 'error' && (
                  <Text size="xs" c="red" title={`HTTP ${item.status ?? ''}`}>
                    {messages.uploadFailed}
                  </Text>
                )}
                {canRemove(item) && (
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${item.file.name}`}
                    disabled={isSaving}
                    onClick={() => setItems((current) => removeFile(current, item.id))}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                )}
              </Group>
            </Group>
            <Progress
              value={item.progress}
              color={item.state === 'error' ? 'red' : item.state === 'success' ? 'green' : 'blue'}
              size="sm"
              aria-label={`Upload progress of ${item.file.name}`}
            />
          </Stack>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onPanelClose}>
            Close
          </Button>
          {/* After a successful upload Save stays available: with nothing left to send it closes
              the panel and refreshes the list (it used to sit disabled, a dead end). */}
          <Button
            onClick={() => (pendingFiles(items).length === 0 ? onPanelClose() : void onSave())}
            disabled={pendingFiles(items).length === 0 && !hasAnySuccess(items)}
            loading={isSaving}
          >
            {uiText.save}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
};

import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { messages, uiText } from '@lending/domain';
import { Suspense, useEffect, useState } from 'react';
import { lazyComponent, whenIdleAfterLoad } from '../../../lib/when-idle';
import { uploadActivityFile } from '../api/upload-activity-file';
import { personalKeys } from '../api/personal-keys';
import type { EntityType } from '../../../lib/personal-area';

// The upload panel (drop zone, camera capture) is its own chunk: the personal area's first screen
// does not wait for it (issue 21, phone); it is fetched once the page is idle, or on intent.
const UploadPanel = lazyComponent(
  () => import('../../../shared/documents/components/upload-panel'),
  'UploadPanel',
);

type Props = { entityType: EntityType; activityId: string; userEmail: string | null; documentName?: string };

/**
 * 'Upload File' of the personal view (document request, term sheet, commitment; 002 §2.3): the
 * upload side panel (001 §2) with several files at once; each file is its own upload round. A
 * rejected request is uploaded again the same way (a new process).
 */
export const UploadFileButton = ({ entityType, activityId, userEmail, documentName }: Props) => {
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  useEffect(() => whenIdleAfterLoad(UploadPanel.preload), []);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconUpload size={14} />}
        onPointerDown={UploadPanel.preload}
        onFocus={UploadPanel.preload}
        onClick={() => setOpen(true)}
      >
        {uiText.uploadFile}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <UploadPanel
            title={`Upload · ${documentName ?? 'Document'}`}
            upload={(file, onProgress) =>
              uploadActivityFile({ entityType, activityId, file, userEmail, onProgress })
            }
            onUploaded={() => {
              notifications.show({ color: 'green', message: messages.fileUploaded });
              void queryClient.invalidateQueries({ queryKey: personalKeys.all });
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
};

import { Button } from '@mantine/core';
import { IconFiles } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { lazyComponent } from '../../../lib/when-idle';
import type { EntityType } from '../../../lib/personal-area';
import type { PersonalActivity } from '../api/personal-types';

// The files panel (file list, previews) loads when first opened or pointed at (issue 21, phone).
const PersonalFilesPanel = lazyComponent(() => import('./personal-files-panel'), 'PersonalFilesPanel');

type Props = { entityType: EntityType; activity: PersonalActivity; userEmail: string | null };

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
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconFiles size={14} />}
        onPointerDown={PersonalFilesPanel.preload}
        onFocus={PersonalFilesPanel.preload}
        onClick={() => setOpen(true)}
      >
        Files ({count})
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <PersonalFilesPanel
            entityType={entityType}
            activity={activity}
            userEmail={userEmail}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
};

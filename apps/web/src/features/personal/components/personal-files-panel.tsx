import { Modal } from '@mantine/core';
import { useState } from 'react';
import { type PreviewArea } from '../../../shared/documents/api/get-document-preview';
import { FilePreview } from '../../../shared/documents/components/file-preview';
import { FilesDrawer, type FileRow } from '../../../shared/documents/components/files-drawer';
import { getDocumentDownloadUrl } from '../../../shared/documents/api/download-personal-document';
import { areaBase, type EntityType } from '../../../lib/personal-area';
import type { PersonalActivity } from '../api/personal-types';

type Props = {
  entityType: EntityType;
  activity: PersonalActivity;
  userEmail: string | null;
  onClose: () => void;
};
type PersonalProcess = PersonalActivity['processes'][number];

/** The personal area's files side panel (ViewFilesMenu), its own chunk: opened on a click. */
export const PersonalFilesPanel = ({ entityType, activity, userEmail, onClose }: Props) => {
  const [viewing, setViewing] = useState<FileRow<PersonalProcess> | null>(null);
  const area: PreviewArea = { base: areaBase(entityType), userEmail };
  const downloadUrl = (documentId: string) =>
    getDocumentDownloadUrl({ entityType, activityId: activity.activity_id, documentId, userEmail });
  return (
    <FilesDrawer
      activityId={activity.activity_id}
      name={activity.document_name || activity.name}
      processes={activity.processes}
      area={area}
      downloadUrl={downloadUrl}
      onView={setViewing}
      closeOnEscape={!viewing}
      onClose={onClose}
    >
      {viewing && (
        <Modal
          opened
          onClose={() => setViewing(null)}
          title={`${activity.document_name || activity.name} · ${viewing.document.file_name}`}
          size="90vw"
          data-testid="personal-preview-modal"
          closeButtonProps={{ 'aria-label': 'Close document' }}
        >
          <FilePreview
            activityId={activity.activity_id}
            documentId={viewing.document.document_id}
            width={Math.min(900, Math.round(window.innerWidth * 0.8))}
            area={area}
          />
        </Modal>
      )}
    </FilesDrawer>
  );
};

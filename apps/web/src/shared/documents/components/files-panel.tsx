import type { Activity, Process } from '@lending/domain';
import { useState } from 'react';
import { call } from '../../../lib/contract-client';
import { AnalysisModal } from './analysis-modal';
import { FilesDrawer, type FileRow } from './files-drawer';
import { RejectDialog } from './reject-dialog';
import { ReviewButtons } from './review-buttons';

type Props = { activity: Activity; onClose: () => void };

const downloadUrl = (activityId: string) => async (documentId: string) =>
  (await call('getActivityByIdDocumentByDocIdDownload', { params: { id: activityId, docId: documentId } }))
    .url;

/**
 * 001 §2 "Files side panel" for staff: the shared files table with accept and reject on each row;
 * View opens the document with its analysis.
 */
export const FilesPanel = ({ activity, onClose }: Props) => {
  const [viewing, setViewing] = useState<FileRow<Process> | null>(null);
  const [rejecting, setRejecting] = useState<string | null>(null);
  return (
    <FilesDrawer
      activityId={activity.activity_id}
      name={activity.document_name || activity.name}
      processes={activity.processes}
      downloadUrl={downloadUrl(activity.activity_id)}
      onView={setViewing}
      rowActions={(row) => (
        <ReviewButtons
          variant="icons"
          activityId={activity.activity_id}
          processId={row.process.process_id}
          processState={row.process.status.state}
          activityState={activity.status.state}
          onReject={() => setRejecting(row.process.process_id)}
        />
      )}
      closeOnEscape={!viewing && !rejecting}
      onClose={onClose}
    >
      {viewing && (
        <AnalysisModal
          activity={activity}
          process={
            activity.processes.find((p) => p.process_id === viewing.process.process_id) ?? viewing.process
          }
          document={viewing.document}
          onClose={() => setViewing(null)}
        />
      )}
      {rejecting && (
        <RejectDialog
          activityId={activity.activity_id}
          processId={rejecting}
          onClose={() => setRejecting(null)}
        />
      )}
    </FilesDrawer>
  );
};

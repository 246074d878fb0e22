import { call } from '../../../lib/contract-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

// Staff upload into an activity (000 §7): a presigned URL, the PUT with progress, then the run.
export const uploadStaffFile = async (activityId: string, file: File, onProgress: (p: number) => void) => {
  const { presigned_url, process_id } = await call('postActivityByIdGenerateDocumentWithPresignedUrl', {
    params: { id: activityId },
    body: { content_type: file.type || 'application/octet-stream', name: file.name },
  });
  await uploadWithProgress(presigned_url, file, onProgress);
  await call('postActivityByIdProcessByProcessIdRun', { params: { id: activityId, processId: process_id } });
};

import { call } from '../../../lib/contract-client';

// Upload (002 §7): a presigned URL for the file, a PUT of its bytes with progress, then the
// process run that checks and registers it.
export const createPresignedUpload = (activityId: string, file: File) =>
  call('postActivityByIdGenerateDocumentWithPresignedUrl', {
    params: { id: activityId },
    body: { content_type: file.type || 'application/octet-stream', name: file.name },
  });

export const runProcess = (activityId: string, processId: string) =>
  call('postActivityByIdProcessByProcessIdRun', { params: { id: activityId, processId } });

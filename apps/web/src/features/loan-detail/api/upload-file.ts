import type { PresignedUpload } from '@lending/domain';
import { api } from '../../../lib/api-client';

// Upload (002 §7): a presigned URL for the file, a PUT of its bytes with progress, then the
// process run that checks and registers it.
export const createPresignedUpload = (activityId: string, file: File) =>
  api.post<PresignedUpload>(`/activity/${activityId}/generate-document-with-presigned-url`, {
    content_type: file.type || 'application/octet-stream',
    name: file.name,
  });

export const runProcess = (activityId: string, processId: string) =>
  api.post<unknown>(`/activity/${activityId}/process/${processId}/run`);

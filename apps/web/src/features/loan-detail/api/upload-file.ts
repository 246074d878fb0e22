import { api } from '../../../lib/api-client';

// Upload (002 §7): a presigned URL for the file, a PUT of its bytes with progress, then the
// process run that checks and registers it.
export const createPresignedUpload = (activityId: string, file: File) =>
  api.post<{ presigned_url: string; process_id: string }>(
    `/activity/${activityId}/generate-document-with-presigned-url`,
    {
      content_type: file.type || 'application/octet-stream',
      name: file.name,
    },
  );

export const putWithProgress = (url: string, file: File, onProgress: (percent: number) => void) =>
  new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () =>
      request.status < 300 ? resolve() : reject(new Error(String(request.status || 500)));
    request.onerror = () => reject(new Error('500'));
    request.send(file);
  });

export const runProcess = (activityId: string, processId: string) =>
  api.post<unknown>(`/activity/${activityId}/process/${processId}/run`);

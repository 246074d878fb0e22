import type { PresignedUpload } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

// The wizard's files go into the application activity (000 §7 personal upload calls): a
// presigned URL, the PUT with progress, then the run that checks the type by content.
export const uploadApplicationFile = async (
  activityId: string,
  file: File,
  onProgress: (percent: number) => void,
  userEmail: string | null = null,
): Promise<{ process_id: string; file_name: string }> => {
  const query = userEmail ? { 'user-email': userEmail } : undefined;
  const { presigned_url, process_id } = await api.post<PresignedUpload>(
    `/personal/${activityId}/generate-document-with-presigned-url`,
    { content_type: file.type || 'application/octet-stream', name: file.name },
    { query },
  );
  await uploadWithProgress(presigned_url, file, onProgress);
  await api.post(`/personal/${activityId}/process/${process_id}/run`, {}, { query });
  return { process_id, file_name: file.name };
};

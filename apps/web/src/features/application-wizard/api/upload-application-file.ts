import { call } from '../../../lib/contract-client';
import { userEmailQuery } from '../../../lib/personal-area';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

// The wizard's files go into the application activity (000 §7 personal upload calls): a
// presigned URL, the PUT with progress, then the run that checks the type by content.
export const uploadApplicationFile = async (
  activityId: string,
  file: File,
  onProgress: (percent: number) => void,
  userEmail: string | null = null,
): Promise<{ process_id: string; file_name: string }> => {
  const query = userEmailQuery(userEmail);
  const { presigned_url, process_id } = await call('postPersonalUploadLink', {
    params: { id: activityId },
    query,
    body: { content_type: file.type || 'application/octet-stream', name: file.name },
  });
  await uploadWithProgress(presigned_url, file, onProgress);
  await call('postPersonalProcessRun', { params: { id: activityId, pid: process_id }, query });
  return { process_id, file_name: file.name };
};

import { call } from '../../../lib/contract-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { userEmailQuery, type EntityType } from '../../../lib/personal-area';

// 002 §7 'Upload': ask for a presigned URL (content type and name), PUT the file there with
// progress, then run the process so the activity moves (000 §7 personal, 001 §7 broker).
export type UploadInput = {
  entityType: EntityType;
  activityId: string;
  file: File;
  userEmail: string | null;
  onProgress: (percent: number) => void;
};

export const uploadActivityFile = async ({
  entityType,
  activityId,
  file,
  userEmail,
  onProgress,
}: UploadInput) => {
  const query = userEmailQuery(userEmail);
  const body = { content_type: file.type || 'application/octet-stream', name: file.name };
  const isBroker = entityType === 'contact';
  const { presigned_url, process_id } = await (isBroker
    ? call('postBrokerUploadLink', { params: { id: activityId }, query, body })
    : call('postPersonalUploadLink', { params: { id: activityId }, query, body }));
  await uploadWithProgress(presigned_url, file, onProgress);
  await (isBroker
    ? call('postBrokerProcessRun', { params: { id: activityId, processId: process_id }, query })
    : call('postPersonalProcessRun', { params: { id: activityId, pid: process_id }, query }));
};

import type { PresignedUpload } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { areaBase, userEmailQuery, type EntityType } from '../../../lib/personal-area';

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
  const base = areaBase(entityType);
  const query = userEmailQuery(userEmail);
  const { presigned_url, process_id } = await api.post<PresignedUpload>(
    `${base}/${activityId}/generate-document-with-presigned-url`,
    { content_type: file.type || 'application/octet-stream', name: file.name },
    { query },
  );
  await uploadWithProgress(presigned_url, file, onProgress);
  await api.post(`${base}/${activityId}/process/${process_id}/run`, {}, { query });
};

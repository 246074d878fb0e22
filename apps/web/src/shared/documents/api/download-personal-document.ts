import { api } from '../../../lib/api-client';
import { areaBase, userEmailQuery, type EntityType } from '../../../lib/personal-area';

// GET {personal|broker}/{activityId}/document/{documentId}/download: a short-lived signed URL.
export const getDocumentDownloadUrl = async (options: {
  entityType: EntityType;
  activityId: string;
  documentId: string;
  userEmail: string | null;
}): Promise<string> => {
  const { entityType, activityId, documentId, userEmail } = options;
  const result = await api.get<{ url: string }>(
    `${areaBase(entityType)}/${activityId}/document/${documentId}/download`,
    {
      query: userEmailQuery(userEmail),
    },
  );
  return result.url;
};

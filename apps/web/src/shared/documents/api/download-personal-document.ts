import { call } from '../../../lib/contract-client';
import { userEmailQuery, type EntityType } from '../../../lib/personal-area';

// GET {personal|broker}/{activityId}/document/{documentId}/download: a short-lived signed URL.
export const getDocumentDownloadUrl = async (options: {
  entityType: EntityType;
  activityId: string;
  documentId: string;
  userEmail: string | null;
}): Promise<string> => {
  const { entityType, activityId, documentId, userEmail } = options;
  const input = { params: { id: activityId, docId: documentId }, query: userEmailQuery(userEmail) };
  const result = await (entityType === 'contact'
    ? call('getBrokerDocumentDownload', input)
    : call('getPersonalDocumentDownload', input));
  return result.url;
};

import { call } from '../../../lib/contract-client';
import { userEmailQuery } from '../../../lib/personal-area';

// GET /api/personal/application/{activityId}/download: an expiring link to the submitted
// application as a PDF (issue 8 item 9).
const getApplicationPdfLink = (activityId: string, userEmail: string | null) =>
  call('getPersonalApplicationDownload', { params: { activityId }, query: userEmailQuery(userEmail) });

export const openApplicationPdf = async (activityId: string, userEmail: string | null) => {
  const link = await getApplicationPdfLink(activityId, userEmail);
  window.open(link.url, '_blank', 'noopener');
};

import type { ApplicationDownload } from '@lending/domain';
import { api } from '../../../lib/api-client';

// GET /api/personal/application/{activityId}/download: an expiring link to the submitted
// application as a PDF (issue 8 item 9).
const getApplicationPdfLink = (activityId: string, userEmail: string | null) =>
  api.get<ApplicationDownload>(`/personal/application/${activityId}/download`, {
    query: userEmail ? { 'user-email': userEmail } : undefined,
  });

export const openApplicationPdf = async (activityId: string, userEmail: string | null) => {
  const link = await getApplicationPdfLink(activityId, userEmail);
  window.open(link.url, '_blank', 'noopener');
};

import { call } from '../../../lib/contract-client';

// GET /activity/{id}/download/report (000 §7): an expiring link to the report as a PDF.
const getReportDownloadLink = (activityId: string) =>
  call('getActivityByIdDownloadReport', { params: { id: activityId } });

export const openReportPdf = async (activityId: string) => {
  const link = await getReportDownloadLink(activityId);
  window.open(link.url, '_blank', 'noopener');
};

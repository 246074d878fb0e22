import type { ReportDownload } from '@lending/domain';
import { api } from '../../../lib/api-client';

// GET /activity/{id}/download/report (000 §7): an expiring link to the report as a PDF.
const getReportDownloadLink = (activityId: string) =>
  api.get<ReportDownload>(`/activity/${activityId}/download/report`);

export const openReportPdf = async (activityId: string) => {
  const link = await getReportDownloadLink(activityId);
  window.open(link.url, '_blank', 'noopener');
};

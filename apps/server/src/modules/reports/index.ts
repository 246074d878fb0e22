// The reports module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/reports/ is private to the module.

export { finishUploadedReport, isUploadReportType, startUploadedReport } from './report-from-upload.js';
export { runReportJob } from './report-runner.js';
export { loadReportSubject } from './report-subject.js';
export { reportWebhookRoutes } from './report-webhook.routes.js';
export { reportsRoutes } from './reports.routes.js';
export { REPORT_FETCH_JOB, sourceOfActivity } from './reports.service.js';
export type { ReportFetchJob } from './reports.service.js';

// The reports module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/reports/ is private to the module.

export { finishUploadedReport, startUploadedReport } from './report-from-upload';
export { runReportJob } from './report-runner';
export { loadReportSubject } from './report-subject';
export { reportWebhookRoutes } from './report-webhook.routes';
export { reportsRoutes } from './reports.routes';
export { REPORT_FETCH_JOB, sourceOfActivity } from './reports.service';
export type { ReportFetchJob } from './reports.service';

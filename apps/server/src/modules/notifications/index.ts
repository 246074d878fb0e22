// The notifications module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/notifications/ is private to the module.

export { DUE_REMINDERS_CRON, DUE_REMINDERS_JOB, notifyDueTomorrow } from './due-reminders';
export {
  notifyAssigned,
  notifyDocumentsRequested,
  notifyEnvelope,
  notifyParticipants,
  notifyReportReady,
  notifyReviewed,
  notifySignatureRequested,
  notifyUploaded,
} from './events';
export {
  INSPECTION_FAILED_STATES,
  inspectionOutcomeMessage,
  notifyInspectionMoved,
  notifyLoanPeople,
} from './loan-people';
export { notificationsRoutes } from './notifications.routes';
export { listNotificationPage } from './notifications.service';
export { notify } from './notify';

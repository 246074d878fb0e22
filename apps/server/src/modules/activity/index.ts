// The activity module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/activity/ is private to the module.

export {
  assertAction,
  assertType,
  changeActivityState,
  notAllowed,
  updateActivityData,
  withLockedActivity,
} from './activity.engine';
export { findActivity, listActivityRows, mailsOf, toWireActivities } from './activity.queries';
export type { ActivityRow, SentMail, WireActivity } from './activity.queries';
export { activityRoutes } from './activity.routes';
export { actorOf, baseUrlOf } from './activity.schemas';
export { completedDocument, createUpload, documentDownload, runProcess } from './activity.uploads';
export { acceptedContentType, openUpload } from './upload-intake';

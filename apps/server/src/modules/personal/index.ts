// The personal module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/personal/ is private to the module.

export { findVisibleActivity } from './activity-access';
export { assertOwnEmailUnchanged } from './identifying-email';
export { loanActivitiesWhere, toPersonalActivities } from './personal-activities';
export { registerDocumentRoutes } from './personal-documents.routes';
export { INVALID_ENTITY, USER_NOT_FOUND, loanIdsOf, resolveViewer, scopeLoanIds } from './personal-entity';
export type { Viewer } from './personal-entity';
export {
  authResponse,
  contactResponse,
  findContactRow,
  findVisibleLoan,
  loansByIds,
  pageLoansOf,
} from './personal.queries';
export { personalRoutes } from './personal.routes';
export { personalToDoRoutes } from './personal-to-do';

// The personal module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/personal/ is private to the module.

export { findVisibleActivity } from './activity-access.js';
export { assertOwnEmailUnchanged } from './identifying-email.js';
export { loanActivitiesWhere, toPersonalActivities } from './personal-activities.js';
export { registerDocumentRoutes } from './personal-documents.routes.js';
export { ssnContext } from './personal-edit.service.js';
export { INVALID_ENTITY, USER_NOT_FOUND, loanIdsOf, resolveViewer, scopeLoanIds } from './personal-entity.js';
export type { Viewer } from './personal-entity.js';
export {
  authResponse,
  contactResponse,
  findContactRow,
  findVisibleLoan,
  loansByIds,
  personalAuthSchema,
  personalContactSchema,
  personalLoanSchema,
} from './personal.queries.js';
export { personalRoutes } from './personal.routes.js';
export { idParams, personalActivitySchema, userEmailQuery } from './personal.schemas.js';

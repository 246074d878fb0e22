// The loan module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/loan/ is private to the module.

export { ensureLoanDataVersion, readLoanDataVersion } from './loan-data-version.js';
export { findLoanRow } from './loan.queries.js';
export { warmLoanLists } from './loan-page.js';
export { loanRoutes } from './loan.routes.js';
export {
  ARCHIVE_RESTORE_CRON,
  ARCHIVE_RESTORE_JOB,
  LOAN_NOT_FOUND,
  restoreExpiredArchives,
} from './loan.service.js';

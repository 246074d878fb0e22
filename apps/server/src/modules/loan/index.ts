// The loan module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/loan/ is private to the module.

export { ensureLoanDataVersion, readLoanDataVersion } from './loan-data-version';
export { warmLoanLists } from './loan-page';
export { loanRoutes } from './loan.routes';
export { ARCHIVE_RESTORE_CRON, ARCHIVE_RESTORE_JOB, restoreExpiredArchives } from './loan.service';

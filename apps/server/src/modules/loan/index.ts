// The loan module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/loan/ is private to the module.

export { ensureLoanDataVersion, readLoanDataVersion } from './loan-data-version.js';
export { findLoanRow } from './loan.queries.js';
export { loanRoutes } from './loan.routes.js';
export { LOAN_NOT_FOUND } from './loan.service.js';

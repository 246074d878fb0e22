// The loan-status module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/loan-status/ is private to the module.

export {
  applyLoanTransition,
  createInitialActivities,
  epochNow,
  insertActivities,
  onActivityStateChanged,
  touchLoan,
} from './lifecycle';
export type { Actor } from './lifecycle';
export { createMainBoardReview, resolveLoan } from './loan-status.service';
export { loanStatusRoutes } from './loan-status.routes';

// The loan-status module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/loan-status/ is private to the module.

export {
  applyLoanTransition,
  createInitialActivities,
  insertActivities,
  onActivityStateChanged,
  touchLoan,
} from './lifecycle';
export { createMainBoardReview } from './loan-status.service';
export { loanStatusRoutes } from './loan-status.routes';

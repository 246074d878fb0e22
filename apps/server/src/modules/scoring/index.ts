// The scoring module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/scoring/ is private to the module.

export {
  refreshBorrowerLoanScores,
  refreshLoanScores,
  storeLoanScores,
  storedScoreOf,
} from './loan-scores.js';
export { SCORING_RECALC_JOB, runRecalculation } from './scoring-recalc.js';
export type { ScoringRecalcJob } from './scoring-recalc.js';
export { ensureScoringSetup } from './scoring-setup.js';
export { scoringRoutes } from './scoring.routes.js';

// The scoring module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/scoring/ is private to the module.

export { refreshBorrowerLoanScores, refreshLoanScores, storeLoanScores, storedScoreOf } from './loan-scores';
export { SCORING_RECALC_JOB, runRecalculation } from './scoring-recalc';
export type { ScoringRecalcJob } from './scoring-recalc';
export { ensureScoringSetup } from './scoring-setup';
export { scoringRoutes } from './scoring.routes';

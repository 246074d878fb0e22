// The policy module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/policy/ is private to the module.

export { INSIGHTS_REFRESH_JOB, runInsightsRefresh } from './insights-job';
export { refreshLoanInsights } from './insights.service';
export { policyRoutes } from './policy.routes';
export { replaceRequirements } from './policy.service';
export { ANALYSES, loadAnalysisContext } from './policy-analysis';

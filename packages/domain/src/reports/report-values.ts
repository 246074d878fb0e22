import { REPORT_ACTIVITY_TYPES } from '../activity/activity-type-values';

// The report rows' rules without zod (report-wire.ts re-exports them): the loan page's activity
// actions use them on its first screen (issue 21, phone).
export type ReportActivityType = (typeof REPORT_ACTIVITY_TYPES)[number];
export const isReportActivityType = (type: string): type is ReportActivityType =>
  (REPORT_ACTIVITY_TYPES as readonly string[]).includes(type);

export const isCreditReportType = (type: string): boolean => type === 'credit-plus' || type === 'xactus';

/**
 * States from which the External Data tab's refetch (001 §2 "Each report has a refetch action";
 * "A failed report shows a refetch icon") asks the vendor again. New uses the action table's
 * request-* rows instead.
 */
export const REPORT_REFETCH_STATES = ['done', 'error', 'failed', 'missing_data'] as const;
export const canRefetchReport = (state: string): boolean =>
  (REPORT_REFETCH_STATES as readonly string[]).includes(state);

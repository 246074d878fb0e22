import { ACTIVITY_TYPE_LABELS, REPORT_SOURCE_LABELS } from '@lending/domain';

/** Display names of report sources (000 §3 report sources, plus appraisal). */
export const REPORT_NAMES: Record<string, string> = {
  ...REPORT_SOURCE_LABELS,
  appraisal: ACTIVITY_TYPE_LABELS.appraisal,
};

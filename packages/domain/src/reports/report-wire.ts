import { z } from 'zod';
import { CREDIT_PULL_OPTIONS, reportSectionSchema } from './reports';

export * from './report-values';

/** Every adapter of the outside-data layer (DESIGN.md §6): the 11 sources of 000 §3 plus appraisal. */
export const REPORT_ADAPTER_SOURCES = [
  'credit-plus',
  'xactus',
  'lexis-nexis',
  'plaid',
  'reonomy',
  'costar',
  'appraisal',
  'house-canary',
  'neighborhood-scout',
  'rentometer',
  'clear',
  'pfs',
] as const;
export type ReportAdapterSource = (typeof REPORT_ADAPTER_SOURCES)[number];

export const REPORT_DEFAULT_LABELS: Record<ReportAdapterSource, string> = {
  'credit-plus': 'Credit Analysis',
  xactus: 'Credit Analysis',
  'lexis-nexis': '2nd Legal Verification',
  plaid: 'Liquidity Verification',
  reonomy: 'Property Analysis',
  costar: 'Property Analysis',
  appraisal: 'Property Analysis',
  'house-canary': 'Single Family Verification',
  'neighborhood-scout': 'Demographic',
  rentometer: 'Rent Comparison',
  clear: 'Legal Verification',
  pfs: 'Borrower Experience',
};

// POST /activity/reports/{id}/set/requested: pull_option only for credit reports (000 §7).
export const requestReportBodySchema = z
  .object({ pull_option: z.enum(CREDIT_PULL_OPTIONS, { message: "pull_option must be 'full' or 'soft'" }) })
  .partial();

/** The Report entity of 001 §3 as the calls return it, with the activity's state beside it. */
export const reportResponseSchema = z.object({
  activityId: z.string(),
  reportType: z.string(),
  source: z.string(),
  activity_type: z.string(),
  state: z.string(),
  res: z.array(reportSectionSchema).nullable(),
  err: z.string().nullable(),
  is_sandbox: z.boolean(),
  pull_option: z.enum(CREDIT_PULL_OPTIONS).nullable(),
  updated_epoch: z.number().nullable(),
  /** A fetch job is under way (a plaid activity is also Processing while the borrower connects). */
  is_fetching: z.boolean(),
  /** The uploaded file the report is read from (Costar and appraisal 'upload OCR'), else absent. */
  uploaded_file: z.string().nullable().optional(),
});
export type ReportResponse = z.infer<typeof reportResponseSchema>;

/** The External Data tab shows 6 items of a section before 'show more' (001 §9). */
export const REPORT_ITEMS_BEFORE_MORE = 6;

/** Report findings that become insights (level 0 info, 1 warning, 2 risk) when the value is set. */
export type ReportFindingRule = { name: string; level: 0 | 1 | 2; when: (value: unknown) => boolean };
const positive = (value: unknown) => typeof value === 'number' && value > 0;
export const REPORT_FINDING_RULES: Record<string, ReportFindingRule> = {
  bankruptcies: { name: 'Bankruptcy on record', level: 2, when: positive },
  foreclosures: { name: 'Foreclosure on record', level: 2, when: positive },
  judgments_liens: { name: 'Judgments or liens on record', level: 1, when: positive },
  criminal_records: { name: 'Criminal record found', level: 2, when: positive },
  sanctions_match: { name: 'Sanctions list match', level: 2, when: (value) => value === true },
  late_payments_30d: { name: 'Late payments on the credit report', level: 1, when: positive },
  collections: { name: 'Accounts in collection', level: 1, when: positive },
  flood_zone_high_risk: {
    name: 'Property in a high-risk flood zone',
    level: 1,
    when: (value) => value === true,
  },
  rent_growth_yoy: { name: 'Submarket rents rising', level: 0, when: positive },
};

import { z } from 'zod';

// Spec 000 §3.
export const REPORT_SOURCES = [
  'plaid',
  'clear',
  'costar',
  'reonomy',
  'rentometer',
  'credit-plus',
  'lexis-nexis',
  'house-canary',
  'neighborhood-scout',
  'pfs',
  'xactus',
] as const;
export const reportSourceSchema = z.enum(REPORT_SOURCES);
export type ReportSource = z.infer<typeof reportSourceSchema>;

export const REPORT_SOURCE_LABELS: Record<ReportSource, string> = {
  plaid: 'Plaid',
  clear: 'Clear',
  costar: 'Costar',
  reonomy: 'Reonomy',
  rentometer: 'Rentometer',
  'credit-plus': 'Credit Plus',
  'lexis-nexis': 'Lexis Nexis',
  'house-canary': 'House Canary',
  'neighborhood-scout': 'Neighborhood Scout',
  pfs: 'PFS',
  xactus: 'Xactus',
};

export const REPORT_LABELS = [
  'Legal Verification',
  'Credit Analysis',
  'Single Family Verification',
  'Demographic',
  'Liquidity Verification',
  'Borrower Experience',
  'Property Analysis',
  'Rent Comparison',
  '2nd Legal Verification',
] as const;
export const reportLabelSchema = z.enum(REPORT_LABELS);
export type ReportLabel = z.infer<typeof reportLabelSchema>;

// 001 §2 External Data tab order.
export const REPORT_ORDER = [
  'credit-plus',
  'lexis-nexis',
  'plaid',
  'reonomy',
  'costar',
  'house-canary',
  'neighborhood-scout',
  'rentometer',
  'clear',
] as const satisfies readonly ReportSource[];

/** Sort key for report sources by REPORT_ORDER; unknown sources go last. */
export const reportOrderRank = (source: string): number => {
  const index = (REPORT_ORDER as readonly string[]).indexOf(source);
  return index === -1 ? REPORT_ORDER.length : index;
};

// 000 §7: credit report pull option.
export const CREDIT_PULL_OPTIONS = ['full', 'soft'] as const;
export const creditPullSchema = z.object({ pull_option: z.enum(CREDIT_PULL_OPTIONS) });

// 001 §5: confidence 0 to 10; outside raises an error. 001 §9 colours.
export const CONFIDENCE_MIN = 0;
export const CONFIDENCE_MAX = 10;
export const confidenceLevelSchema = z.number().min(CONFIDENCE_MIN).max(CONFIDENCE_MAX);
export type ConfidenceColor = 'red' | 'yellow' | 'black';
export const confidenceColor = (level: number): ConfidenceColor => {
  if (!Number.isFinite(level) || level < CONFIDENCE_MIN || level > CONFIDENCE_MAX) {
    throw new RangeError(`Confidence level ${level} is outside 0 to 10`);
  }
  if (level < 5) return 'red';
  if (level < 10) return 'yellow';
  return 'black';
};

// 001 §3 / DESIGN §6 normalised report shape.
export const reportItemSchema = z.object({
  index: z.number().int(),
  key: z.string().min(1),
  label: z.string(),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  confidence_level: confidenceLevelSchema.nullable().optional(),
  note: z.string().nullable().optional(),
  quote: z.string().nullable().optional(),
});
/** A section may be about one entity of the loan (a borrower's credit, a property's value). */
export const reportSectionSchema = z.object({
  title: z.string(),
  entity_type: z.enum(['loan', 'property', 'borrower', 'neighborhood']).optional(),
  entity_id: z.string().optional(),
  items: z.array(reportItemSchema),
});
export type ReportSection = z.infer<typeof reportSectionSchema>;
export const reportSchema = z.object({
  activityId: z.string(),
  reportType: z.string(),
  res: z.array(reportSectionSchema).nullable(),
  err: z.string().nullable(),
});
export type ReportItem = z.infer<typeof reportItemSchema>;
export type Report = z.infer<typeof reportSchema>;

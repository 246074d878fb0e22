// The activity types' values without their zod enum (activity-type.ts): screens that only show
// or compare them load no zod (issue 21, phone).
// Spec 000 §3: the 22 activity types (wire values).
export const ACTIVITY_TYPES = [
  'term-sheet',
  'good-faith-deposit',
  'question',
  'internal',
  'commitment',
  'document-request',
  'board-review',
  'underwriting',
  'ocr',
  'costar',
  'appraisal',
  'credit-plus',
  'xactus',
  'reonomy',
  'clear',
  'rentometer',
  'plaid',
  'house-canary',
  'lexis-nexis',
  'neighborhood-scout',
  'application',
  'report',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const ACTIVITY_TYPE_LABELS: Record<ActivityType, string> = {
  'term-sheet': 'Term Sheet',
  'good-faith-deposit': 'Good Faith Deposit',
  question: 'Question',
  internal: 'Internal',
  commitment: 'Commitment',
  'document-request': 'Document Request',
  'board-review': 'Board Review',
  underwriting: 'Underwriting',
  ocr: 'OCR',
  costar: 'Costar',
  appraisal: 'Appraisal',
  'credit-plus': 'Credit Plus',
  xactus: 'Xactus',
  reonomy: 'Reonomy',
  clear: 'Clear',
  rentometer: 'Rentometer',
  plaid: 'Plaid',
  'house-canary': 'House Canary',
  'lexis-nexis': 'Lexis Nexis',
  'neighborhood-scout': 'Neighborhood Scout',
  application: 'Application',
  report: 'Report',
};

export const isActivityType = (value: unknown): value is ActivityType =>
  typeof value === 'string' && (ACTIVITY_TYPES as readonly string[]).includes(value);

/** Types whose work is a third-party data report (000 §1, §4). */
export const REPORT_ACTIVITY_TYPES = [
  'costar',
  'appraisal',
  'credit-plus',
  'xactus',
  'reonomy',
  'clear',
  'rentometer',
  'plaid',
  'house-canary',
  'lexis-nexis',
  'neighborhood-scout',
  'report',
] as const satisfies readonly ActivityType[];

/** Generated-document types: term sheet, commitment, board review (000 §6). */
export const DOCUMENT_ACTIVITY_TYPES = [
  'term-sheet',
  'commitment',
  'board-review',
] as const satisfies readonly ActivityType[];

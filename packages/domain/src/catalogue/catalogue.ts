import { z } from 'zod';

// Spec 000 §3 "Other catalogues".
export const ENTITY_KINDS = [
  'loan',
  'borrower',
  'neighborhood',
  'property',
  'activity',
  'contact',
  'broker',
] as const;
export const entityKindSchema = z.enum(ENTITY_KINDS);
export type EntityKind = z.infer<typeof entityKindSchema>;

/** 001 §2: document-request groups by entity type; 'loans' is displayed as 'legal entities'. */
export const entityGroupLabel = (entityType: string): string =>
  entityType === 'loans' || entityType === 'loan' ? 'legal entities' : entityType;

export const DATA_TABLES = [
  'activities',
  'activity-templates',
  'borrowers',
  'loan-factors',
  'contacts',
  'external-documents',
  'links',
  'loans',
  'policies',
  'neighborhoods',
  'properties',
  'system-documents',
  'tasks',
  'user-documents',
  'users',
  'notifications',
] as const;
export type DataTable = (typeof DATA_TABLES)[number];

export const SERVICES = [
  'cognito',
  'docusign',
  'export-documents',
  'google-api',
  'google-drive',
  'ocr',
  'openAI',
  'templates',
] as const;
export type Service = (typeof SERVICES)[number];

export const OTHER_ELEMENTS = ['variables', 'parameters', 'scoring-rules', 'scoring-groups'] as const;

export const APPLICATION_KINDS = ['init-request', 'full-request'] as const;
export const applicationKindSchema = z.enum(APPLICATION_KINDS);
export type ApplicationKind = z.infer<typeof applicationKindSchema>;

/** Documents with OCR (000 §3). */
export const OCR_DOCUMENTS = ['operating-agreement', 'sreo'] as const;
export type OcrDocument = (typeof OCR_DOCUMENTS)[number];

// 000 §3 display formats 0-4.
export const DISPLAY_FORMATS = {
  plain: 0,
  percent: 1,
  percentX100: 2,
  amount: 3,
  usDate: 4,
} as const;
export type DisplayFormat = (typeof DISPLAY_FORMATS)[keyof typeof DISPLAY_FORMATS];
export const DISPLAY_FORMAT_LABELS: Record<DisplayFormat, string> = {
  0: 'Plain',
  1: 'Percent',
  2: 'Percent (x100)',
  3: 'Amount',
  4: 'US date',
};

// docs/contract.md: GET /contact/allowed-types.
export const CONTACT_TYPES = [
  'broker',
  'attorney',
  'title-company',
  'insurance-agent',
  'appraiser',
  'accountant',
  'other',
] as const;
export const contactTypeSchema = z.enum(CONTACT_TYPES);
export type ContactType = z.infer<typeof contactTypeSchema>;
export const CONTACT_TYPE_LABELS: Record<ContactType, string> = {
  broker: 'Broker',
  attorney: 'Attorney',
  'title-company': 'Title Company',
  'insurance-agent': 'Insurance Agent',
  appraiser: 'Appraiser',
  accountant: 'Accountant',
  other: 'Other',
};

// 002 §3 credit bands.
export const CREDIT_BANDS = ['Below 650', '651-700', '701-750', '751+'] as const;
export const creditBandSchema = z.enum(CREDIT_BANDS);
export type CreditBand = z.infer<typeof creditBandSchema>;

// 001 §3 insights: level 0 gray, 1 yellow, any other value red.
export const INSIGHT_LEVELS = [0, 1, 2] as const;
export const INSIGHT_LEVEL_LABELS: Record<(typeof INSIGHT_LEVELS)[number], string> = {
  0: 'Info',
  1: 'Warning',
  2: 'Risk',
};
export type InsightColor = 'gray' | 'yellow' | 'red';
export const insightColor = (level: number): InsightColor =>
  level === 0 ? 'gray' : level === 1 ? 'yellow' : 'red';

// 001 §3 data point value types.
export const DATA_POINT_VALUE_TYPES = [
  'INTEGER',
  'STRING',
  'FLOAT',
  'BOOLEAN',
  'LIST[STRING]',
  'LIST[INTEGER]',
  'LIST[FLOAT]',
  'LIST[BOOLEAN]',
] as const;
export const dataPointValueTypeSchema = z.enum(DATA_POINT_VALUE_TYPES);
export type DataPointValueType = z.infer<typeof dataPointValueTypeSchema>;

// 001 §3 notifications: state New or Done.
export const NOTIFICATION_STATES = ['New', 'Done'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];
/** 001 §2: a message with this prefix shows it emphasised and the rest below. */
export const NEW_DOCUMENT_NOTIFICATION_PREFIX = 'new document uploaded:';

// 001 §3 datastore documents; 002 §4 DocuSign envelope statuses.
export const DATASTORE_DOCUMENT_STATUSES = ['completed', 'processing', 'failed'] as const;
export type DatastoreDocumentStatus = (typeof DATASTORE_DOCUMENT_STATUSES)[number];
export const ENVELOPE_STATUSES = ['declined', 'sent', 'signed', 'delivered'] as const;
export type EnvelopeStatus = (typeof ENVELOPE_STATUSES)[number];

// 001 §2 loan documents panel sections and document-analysis layouts.
export const DOCUMENT_PANEL_SECTIONS = ['hide', 'sourceList', 'other'] as const;
export type DocumentPanelSection = (typeof DOCUMENT_PANEL_SECTIONS)[number];
export const DOCUMENT_ANALYSIS_LAYOUTS = ['Full', 'File', 'Analysis'] as const;

// 001 §2 loan detail tabs (default 1).
export const LOAN_DETAIL_TABS = [
  'Data Analysis',
  'From The Borrower',
  'System Documents',
  'External Data',
] as const;
export const DEFAULT_LOAN_DETAIL_TAB = 1;

// 001 §2 data analysis tables, in order.
export const POLICY_TABLES = ['property', 'borrower', 'neighborhood'] as const;
export type PolicyTable = (typeof POLICY_TABLES)[number];
export const POLICY_COLUMNS = [
  'Investment Policy',
  'Based on Borrower',
  'Based on External System',
  'Requirement',
] as const;

// 001 §2 chat message roles; thread listing.
export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

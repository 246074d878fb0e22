import type { ActivityState, ActivityView } from './activity-state';
import type { ActivityType } from './activity-type';

// Permission names of 000 §6 (and 002 §6).
export const ACTIVITY_ACTIONS = [
  'upload',
  'edit',
  'generate',
  'send',
  'accept',
  'download',
  'upload-document-request',
  'accept-document-request',
  'reject-document-request',
  'view-files',
  'view-plaid',
  'download-report',
  'request-credit-soft',
  'request-credit-full',
  'request-reonomy',
  'request-clear',
  'request-rentometer',
  'request-house-canary',
  'request-lexis-nexis',
  'request-neighborhood-scout',
  'request-plaid',
  'upload-ocr',
  'view-application',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** One permitted action; `view` limits it to the staff loan view or the borrower area. */
export type ActionRule = { action: ActivityAction; view?: ActivityView };
export type StateRules = Partial<Record<ActivityState, readonly ActionRule[]>>;

const both = (...actions: ActivityAction[]): ActionRule[] => actions.map((action) => ({ action }));
const loanOnly = (...actions: ActivityAction[]): ActionRule[] =>
  actions.map((action) => ({ action, view: 'loan' }));
const personalOnly = (...actions: ActivityAction[]): ActionRule[] =>
  actions.map((action) => ({ action, view: 'personal' }));

// 000 §4: term sheet, and commitment "same pattern".
const generatedDocumentRules: StateRules = {
  new: [...both('upload', 'edit'), ...loanOnly('generate')],
  generated: both('upload', 'send', 'generate'),
  sent: both('upload', 'generate', 'download'),
  signed: both('upload', 'accept', 'generate'),
  accepted: loanOnly('download'),
  failed: both('upload', 'send', 'generate'),
};

// 000 §4 document request: upload and view-files only in the personal area. Staff review
// (001 §4): accept or reject from any other state once something has been uploaded.
const uploadStates: ActivityState[] = ['new', 'sent', 'processed', 'rejected', 'failed'];
const viewFilesStates: ActivityState[] = [
  'sent',
  'processed',
  'accepted',
  'rejected',
  'processing',
  'failed',
];
const documentRequestRules: StateRules = Object.fromEntries(
  (['new', 'sent', 'processing', 'processed', 'accepted', 'rejected', 'failed'] as const).map((state) => [
    state,
    [
      ...(uploadStates.includes(state) ? personalOnly('upload-document-request') : []),
      ...(viewFilesStates.includes(state) ? personalOnly('view-files') : []),
      ...(state !== 'new' && state !== 'accepted' ? loanOnly('accept-document-request') : []),
      ...(state !== 'new' && state !== 'rejected' ? loanOnly('reject-document-request') : []),
    ],
  ]),
);

const creditRules: StateRules = {
  new: both('request-credit-full', 'request-credit-soft'),
  missing_data: [],
  processing: [],
  paused: [],
  done: both('download-report'),
};

const requestRules = (request: ActivityAction): StateRules => ({
  new: both(request),
  processing: [],
  paused: [],
  done: both('download-report'),
});

/** The action table of 000 §4 as data. Types without a row allow nothing. */
export const ACTIVITY_ACTION_TABLE: Partial<Record<ActivityType, StateRules>> = {
  'term-sheet': generatedDocumentRules,
  commitment: generatedDocumentRules,
  'good-faith-deposit': { new: loanOnly('accept'), accepted: [] },
  'board-review': {
    new: both('generate', 'edit'),
    generated: both('send', 'generate', 'edit'),
    waiting: both('generate', 'accept', 'download'),
    accepted: both('generate', 'download'),
  },
  'document-request': documentRequestRules,
  costar: {
    new: both('upload-ocr'),
    sent: [],
    processing: both('download-report'),
    done: both('download-report'),
    paused: [],
  },
  appraisal: {
    new: both('upload-ocr'),
    sent: [],
    processing: both('download-report'),
    done: both('download-report', 'upload-ocr'),
    unsupported: both('upload-ocr'),
    paused: [],
  },
  'credit-plus': creditRules,
  xactus: creditRules,
  clear: requestRules('request-clear'),
  reonomy: requestRules('request-reonomy'),
  rentometer: requestRules('request-rentometer'),
  'house-canary': requestRules('request-house-canary'),
  'lexis-nexis': requestRules('request-lexis-nexis'),
  'neighborhood-scout': requestRules('request-neighborhood-scout'),
  plaid: {
    new: both('view-plaid'),
    processing: personalOnly('view-plaid'),
    paused: [],
    done: [...both('view-plaid'), ...loanOnly('download-report')],
  },
  application: { new: both('view-application'), done: both('view-application') },
};

export type ActivityActionsInput = { type: string; state: string; view: ActivityView };

/** Permission names for an activity in a view; an unknown type or state gives none (000 §4). */
export const activityActions = ({ type, state, view }: ActivityActionsInput): ActivityAction[] => {
  const rules = ACTIVITY_ACTION_TABLE[type as ActivityType]?.[state as ActivityState];
  if (!rules) return [];
  return rules.filter((rule) => !rule.view || rule.view === view).map((rule) => rule.action);
};

export const canPerform = (type: string, state: string, action: string, view: ActivityView): boolean =>
  (activityActions({ type, state, view }) as string[]).includes(action);

/** States that have a row for this type (useful for tests and the state picker). */
export const knownStatesFor = (type: string): ActivityState[] =>
  Object.keys(ACTIVITY_ACTION_TABLE[type as ActivityType] ?? {}) as ActivityState[];

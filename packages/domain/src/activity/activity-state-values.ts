// The values of activity-state.ts without zod: a screen that only shows them (the first
// route's status cards, filters and labels) does not load zod (issue 21, bundle).
// Spec 000 §4 / 001 §4 / 002 §4: activity states; wire values are lower case (docs/contract.md).
export const ACTIVITY_STATES = [
  'new',
  'generated',
  'sent',
  'waiting',
  'signed',
  'approved',
  'processing',
  'processed',
  'accepted',
  'in_progress',
  'rejected',
  'done',
  'unsupported',
  'paused',
  'missing_data',
  'error',
  'failed',
] as const;
type ActivityState = (typeof ACTIVITY_STATES)[number];

export const ACTIVITY_STATE_LABELS: Record<ActivityState, string> = {
  new: 'New',
  generated: 'Generated',
  sent: 'Sent',
  waiting: 'Waiting',
  signed: 'Signed',
  approved: 'Approved',
  processing: 'Processing',
  processed: 'Processed',
  accepted: 'Accepted',
  in_progress: 'In Progress',
  rejected: 'Rejected',
  done: 'Done',
  unsupported: 'Unsupported',
  paused: 'Paused',
  missing_data: 'Missing Data',
  error: 'Error',
  failed: 'Failed',
};

// 002 §4 / contract: the personal area relabels two states.
export const PERSONAL_ACTIVITY_STATE_LABELS: Record<ActivityState, string> = {
  ...ACTIVITY_STATE_LABELS,
  new: 'Pending',
  sent: 'New File Uploaded',
};

export type ActivityView = 'loan' | 'personal';

export const activityStateLabel = (state: string, view: ActivityView = 'loan'): string => {
  if (!isActivityState(state)) return state;
  return view === 'personal' ? PERSONAL_ACTIVITY_STATE_LABELS[state] : ACTIVITY_STATE_LABELS[state];
};

export const isActivityState = (value: unknown): value is ActivityState =>
  typeof value === 'string' && (ACTIVITY_STATES as readonly string[]).includes(value);

/** Ordering numbers: 000 §4 says they run from Error 1 through Done 14; problems first, finished last. */
export const ACTIVITY_STATE_ORDER: Record<ActivityState, number> = {
  error: 1,
  failed: 2,
  rejected: 3,
  missing_data: 4,
  unsupported: 5,
  paused: 6,
  new: 7,
  generated: 8,
  sent: 9,
  waiting: 10,
  processing: 11,
  in_progress: 11,
  processed: 12,
  signed: 12,
  approved: 12,
  accepted: 13,
  done: 14,
};

// 000 §4: in-progress and final sets.
export const IN_PROGRESS_STATES = [
  'processed',
  'processing',
  'sent',
  'signed',
  'failed',
] as const satisfies readonly ActivityState[];
export const FINAL_STATES = ['accepted', 'done'] as const satisfies readonly ActivityState[];

export const isInProgressState = (state: string): boolean =>
  (IN_PROGRESS_STATES as readonly string[]).includes(state);
export const isFinalState = (state: string): boolean => (FINAL_STATES as readonly string[]).includes(state);

export type StateColor = 'red' | 'yellow' | 'green' | 'gray';

// 000 §4 colours; states the spec leaves uncoloured are neutral gray.
export const ACTIVITY_STATE_COLORS: Record<ActivityState, StateColor> = Object.fromEntries(
  ACTIVITY_STATES.map((state) => [state, 'gray']),
) as Record<ActivityState, StateColor>;
for (const state of ['rejected', 'error', 'failed'] as const) ACTIVITY_STATE_COLORS[state] = 'red';
for (const state of ['unsupported', 'missing_data'] as const) ACTIVITY_STATE_COLORS[state] = 'yellow';
for (const state of FINAL_STATES) ACTIVITY_STATE_COLORS[state] = 'green';

export const activityStateColor = (state: string): StateColor =>
  isActivityState(state) ? ACTIVITY_STATE_COLORS[state] : 'gray';

/** 001 §4 completion share: accepted or done over all. 0 for an empty list. */
export const completionShare = (states: readonly string[]): number =>
  states.length === 0 ? 0 : states.filter(isFinalState).length / states.length;

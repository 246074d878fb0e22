import type { ActivityState } from './activity-state';
import type { ActivityType } from './activity-type';

// 002 §4: restart unless state new or a document request; pause/resume unless done or accepted.
export const canRestart = (type: string, state: string): boolean =>
  state !== 'new' && type !== 'document-request';
export const canPauseOrResume = (state: string): boolean => state !== 'done' && state !== 'accepted';
export const pauseResumeAction = (state: string): 'pause' | 'resume' | null =>
  canPauseOrResume(state) ? (state === 'paused' ? 'resume' : 'pause') : null;

/** 000 §4: document requests sorted Sent, then New, then Accepted; others after. */
export const DOCUMENT_REQUEST_STATE_ORDER: readonly ActivityState[] = ['sent', 'new', 'accepted'];
export const documentRequestRank = (state: string): number => {
  const index = (DOCUMENT_REQUEST_STATE_ORDER as readonly string[]).indexOf(state);
  return index === -1 ? DOCUMENT_REQUEST_STATE_ORDER.length : index;
};
export const sortDocumentRequests = <T extends { status: { state: string } }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => documentRequestRank(a.status.state) - documentRequestRank(b.status.state));

// 002 §2.4: default list hides done, accepted and paused; document requests hide new, accepted, done.
export const HIDDEN_BY_DEFAULT: readonly ActivityState[] = ['done', 'accepted', 'paused'];
export const HIDDEN_DOCUMENT_REQUESTS: readonly ActivityState[] = ['new', 'accepted', 'done'];
export const isHiddenByDefault = (type: string, state: string): boolean =>
  (
    (type === 'document-request' ? HIDDEN_DOCUMENT_REQUESTS : HIDDEN_BY_DEFAULT) as readonly string[]
  ).includes(state);

/** 002 §2.4 sort by type: ranks 1 to 6, default 8. */
export const ACTIVITY_TYPE_RANKS: Partial<Record<ActivityType, number>> = {
  commitment: 1,
  'board-review': 2,
  'term-sheet': 3,
  'good-faith-deposit': 4,
  application: 5,
  plaid: 6,
};
export const DEFAULT_ACTIVITY_TYPE_RANK = 8;
export const activityTypeRank = (type: string): number =>
  ACTIVITY_TYPE_RANKS[type as ActivityType] ?? DEFAULT_ACTIVITY_TYPE_RANK;

type ListItem = { activity_type: string; status: { state: string } };

/** The loan page activity list: default view hides finished items; both views sort by type rank. */
export const loanActivityList = <T extends ListItem>(items: readonly T[], showAll = false): T[] =>
  items
    .filter((item) => showAll || !isHiddenByDefault(item.activity_type, item.status.state))
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        activityTypeRank(a.item.activity_type) - activityTypeRank(b.item.activity_type) || a.index - b.index,
    )
    .map(({ item }) => item);

export type UploadMarking = 'sent' | 'signed' | 'verified';

/**
 * 002 §4 term sheet and commitment upload: new or generated -> sent; sent or signed -> signed;
 * the 'signed' checkbox verifies instead. Other states: no marking.
 */
export const uploadMarking = (state: string, isSignedChecked = false): UploadMarking | null => {
  if (isSignedChecked) return 'verified';
  if (state === 'new' || state === 'generated') return 'sent';
  if (state === 'sent' || state === 'signed') return 'signed';
  return null;
};

/** 002 §4: the DocuSign envelope status shown is the latest of declined, sent, signed, delivered. */
export const latestEnvelopeStatus = <T extends { status: string; epoch: number }>(
  events: readonly T[],
): T | null =>
  events.reduce<T | null>((latest, event) => (!latest || event.epoch >= latest.epoch ? event : latest), null);

// The server's reading of the domain's tables (000 §4, 002 §4): which action an activity of a
// type in a state allows. One place, so every route asks the same question the same way.
import {
  ACTIVITY_ACTION_TABLE,
  canPauseOrResume,
  canPerform,
  canRestart,
  isFinalState as domainIsFinalState,
  knownStatesFor,
  type ActivityAction,
  type ActivityView,
} from '@lending/domain';

export type { ActivityAction, ActivityView };

/** Staff actions are those of the loan view. */
export const isActionAllowed = (type: string, state: string, action: ActivityAction): boolean =>
  canPerform(type, state, action, 'loan');

/**
 * Uploading into an activity: 'upload' for generated documents, 'upload-ocr' for report types
 * that take a file. Document requests are uploaded in the borrower's name (001 §6: admins act on
 * behalf of a borrower), so staff get the personal area's 'upload-document-request' rule.
 */
export const canUpload = (type: string, state: string, view: ActivityView): boolean =>
  type === 'document-request'
    ? canPerform(type, state, 'upload-document-request', 'personal')
    : canPerform(type, state, 'upload', view) || canPerform(type, state, 'upload-ocr', view);

/**
 * Types whose upload is read into a report (the table's 'upload-ocr': Costar and appraisal, 000 §4):
 * the upload emits 'activity.report_file_uploaded' and the reports module takes it from there.
 */
export const isReadIntoReport = (type: string): boolean =>
  Object.values(ACTIVITY_ACTION_TABLE[type as keyof typeof ACTIVITY_ACTION_TABLE] ?? {}).some((rules) =>
    rules?.some((rule) => rule.action === 'upload-ocr'),
  );

export const isFinalState = domainIsFinalState;

/** Pause/Resume unless done or accepted; restart unless new or a document request (002 §4). */
export { canPauseOrResume, canRestart };

/**
 * States an activity of this type can be put in by set-next-state: the states of its row in the
 * action table, plus the problem states every activity can end in.
 */
export const statesOfType = (type: string): string[] => {
  const known = knownStatesFor(type) as string[];
  const base = known.length ? known : ['new', 'in_progress', 'done'];
  return [...new Set([...base, 'rejected', 'failed', 'error'])].filter((state) => state !== 'paused');
};

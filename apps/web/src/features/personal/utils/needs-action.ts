import type { PersonalActivity } from '../api/personal-types';

// The borrower's loan cards open only where something waits for them (issue 11: the page was
// 12,000 px tall on a phone): an upload they can make (new or rejected requests...), an
// application to fill, a bank to connect.
export const needsAction = (activity: PersonalActivity): boolean => {
  if (activity.done || activity.status.state === 'done' || activity.status.state === 'accepted') return false;
  if (activity.status.state === 'rejected') return true;
  return activity.actions.some(
    (action) =>
      ['upload', 'upload-document-request', 'view-application'].includes(action) ||
      (action === 'view-plaid' && activity.status.state === 'new'),
  );
};

export const countNeedingAction = (activities: readonly PersonalActivity[]): number =>
  activities.filter(needsAction).length;

/** 001 §3: a rejected request's reason, kept on its latest rejected process (or its status text). */
export const rejectionReasonOf = (activity: PersonalActivity): string | null => {
  if (activity.status.state !== 'rejected') return null;
  const rejected = [...activity.processes].reverse().find((process) => process.status.state === 'rejected');
  const reason = rejected?.data_to_display?.reason;
  return typeof reason === 'string' && reason.trim() ? reason : (activity.status.text ?? null);
};

import { activityListEmptyMessage, dueDateColor, isFinalState, loanActivityList } from '@lending/domain';
import type { Activity } from '../api/types';

// Spec 002 §2.4: the loan page's activity list rules (from @lending/domain) applied to the wire list.
export const visibleActivities = (activities: readonly Activity[], isShowAll: boolean): Activity[] =>
  loanActivityList(activities, isShowAll);

export const emptyActivitiesText = (
  loanState: string,
  activities: readonly Pick<Activity, 'status'>[],
): string =>
  activityListEmptyMessage(loanState, {
    allFinished: activities.every((activity) => isFinalState(activity.status.state)),
  });

/** Due-date colour (000 §4). */
export const dueColor = (activity: Pick<Activity, 'status' | 'due_epoch'>): string =>
  dueDateColor(activity.due_epoch, activity.status.state);

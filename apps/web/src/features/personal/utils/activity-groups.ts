import {
  activityStateLabel,
  completionShare,
  countByFilterGroup,
  initialFilterGroup,
  isPortfolioStatus,
  matchesFilterGroup,
  PERSONAL_FILTER_BUTTONS,
  PERSONAL_FILTER_GROUPS,
  type ActivityFilterGroup,
} from '@lending/domain';
import type { PersonalActivity } from '../api/personal-types';

// 002 §2.3 'Personal table labels' (the domain's personal filter groups): New, Accepted,
// Rejected and Sent (the in-progress group).
export type PersonalFilter = (typeof PERSONAL_FILTER_BUTTONS)[number];

export const PERSONAL_FILTERS = PERSONAL_FILTER_BUTTONS.map((value) => ({
  value,
  label: PERSONAL_FILTER_GROUPS[value].label,
}));

const statesOf = (activities: PersonalActivity[]) => activities.map((activity) => activity.status.state);

export const filterActivities = (
  activities: PersonalActivity[],
  filter: ActivityFilterGroup,
): PersonalActivity[] =>
  activities.filter((activity) => matchesFilterGroup(activity.status.state, filter, 'personal'));

export const countByFilter = (activities: PersonalActivity[]) =>
  countByFilterGroup(statesOf(activities), 'personal');

/** Default New; if anything is in progress the card opens on the in-progress group. */
export const initialFilter = (activities: PersonalActivity[]) =>
  initialFilterGroup(statesOf(activities), 'personal');

/** Share of activities accepted or done, 0..1 (the completion bar). */
export const completion = (activities: PersonalActivity[]): number => completionShare(statesOf(activities));

/** 002 §2.3: Funded and Paid-Off loans count as funded, every other status as active. */
export const isFundedStatus = (state: string): boolean => isPortfolioStatus(state);

/** 'new' reads 'Pending' and 'sent' 'New File Uploaded' in the personal area (002 §4). */
export const personalStateLabel = (state: string): string => activityStateLabel(state, 'personal');

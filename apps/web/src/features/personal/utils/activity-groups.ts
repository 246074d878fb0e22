import type { PersonalActivity } from '../api/personal-types';

// 002 §2.3 'Personal table labels': New; Accepted (accepted or done); Rejected; Sent (sent,
// failed, processing, processed). 000 §4: in-progress states are processed, processing, sent,
// signed and failed; when any exists the card opens on that group.
export type PersonalFilter = 'new' | 'accepted' | 'rejected' | 'sent';

export const PERSONAL_FILTERS: { value: PersonalFilter; label: string; states: readonly string[] }[] = [
  { value: 'new', label: 'New', states: ['new', 'generated'] },
  { value: 'accepted', label: 'Accepted', states: ['accepted', 'done'] },
  { value: 'rejected', label: 'Rejected', states: ['rejected'] },
  { value: 'sent', label: 'Sent', states: ['sent', 'failed', 'processing', 'processed', 'signed'] },
];

const IN_PROGRESS_STATES = ['processed', 'processing', 'sent', 'signed', 'failed'];
const FINAL_STATES = ['accepted', 'done'];

export const filterActivities = (activities: PersonalActivity[], filter: PersonalFilter): PersonalActivity[] => {
  const states = PERSONAL_FILTERS.find((entry) => entry.value === filter)?.states ?? [];
  return activities.filter((activity) => states.includes(activity.status.state));
};

export const countByFilter = (activities: PersonalActivity[]): Record<PersonalFilter, number> => ({
  new: filterActivities(activities, 'new').length,
  accepted: filterActivities(activities, 'accepted').length,
  rejected: filterActivities(activities, 'rejected').length,
  sent: filterActivities(activities, 'sent').length,
});

export const hasInProgress = (activities: PersonalActivity[]): boolean =>
  activities.some((activity) => IN_PROGRESS_STATES.includes(activity.status.state));

/** Share of activities in a final state, 0..1 (the completion bar). */
export const completion = (activities: PersonalActivity[]): number =>
  activities.length === 0 ? 0 : activities.filter((activity) => FINAL_STATES.includes(activity.status.state)).length / activities.length;

/** 002 §2.3: Funded and Paid-Off loans count as funded, every other status as active. */
export const isFundedStatus = (state: string): boolean => state === 'Funded' || state === 'Paid-Off';

/** 000 §2 / 002 §2.3: morning 5 to before 12, afternoon 12 to before 17, otherwise evening. */
export const timeOfDay = (hour: number): 'morning' | 'afternoon' | 'evening' =>
  hour >= 5 && hour < 12 ? 'morning' : hour >= 12 && hour < 17 ? 'afternoon' : 'evening';

/** 000 §3 contract: 'new' reads 'Pending' and 'sent' reads 'New File Uploaded' in the personal area. */
export const personalStateLabel = (state: string): string =>
  state === 'new'
    ? 'Pending'
    : state === 'sent'
      ? 'New File Uploaded'
      : state
          .split('_')
          .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
          .join(' ');

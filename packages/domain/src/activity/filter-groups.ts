import type { ActivityState, ActivityView } from './activity-state';

// 001 §4 (loan view): New / Accepted / Rejected / In Progress; 002 §2.3 (personal): the fourth
// group is labelled Sent and excludes signed.
export const ACTIVITY_FILTER_GROUPS = ['all', 'new', 'accepted', 'rejected', 'in_progress'] as const;
export type ActivityFilterGroup = (typeof ACTIVITY_FILTER_GROUPS)[number];

type GroupDef = { label: string; states: readonly ActivityState[] | 'all' };

export const LOAN_FILTER_GROUPS: Record<ActivityFilterGroup, GroupDef> = {
  all: { label: 'All', states: 'all' },
  new: { label: 'New', states: ['new'] },
  accepted: { label: 'Accepted', states: ['accepted', 'done'] },
  rejected: { label: 'Rejected', states: ['rejected'] },
  in_progress: { label: 'In Progress', states: ['processed', 'processing', 'sent', 'signed', 'failed'] },
};

export const PERSONAL_FILTER_GROUPS: Record<ActivityFilterGroup, GroupDef> = {
  all: { label: 'All', states: 'all' },
  new: { label: 'New', states: ['new'] },
  accepted: { label: 'Accepted', states: ['accepted', 'done'] },
  rejected: { label: 'Rejected', states: ['rejected'] },
  in_progress: { label: 'Sent', states: ['sent', 'failed', 'processing', 'processed'] },
};

/** Groups shown as filter buttons (the loan card adds All in front, 001 §2). */
export const LOAN_FILTER_BUTTONS = ['all', 'new', 'accepted', 'rejected', 'in_progress'] as const;
export const PERSONAL_FILTER_BUTTONS = ['new', 'accepted', 'rejected', 'in_progress'] as const;

export const filterGroupsFor = (view: ActivityView) =>
  view === 'personal' ? PERSONAL_FILTER_GROUPS : LOAN_FILTER_GROUPS;

export const matchesFilterGroup = (
  state: string,
  group: ActivityFilterGroup,
  view: ActivityView = 'loan',
): boolean => {
  const def = filterGroupsFor(view)[group];
  return def.states === 'all' || (def.states as readonly string[]).includes(state);
};

/** 001 §4 / 002 §2.3: start on New; if anything is in progress, open the card on In Progress. */
export const initialFilterGroup = (
  states: readonly string[],
  view: ActivityView = 'loan',
): { group: ActivityFilterGroup; isOpen: boolean } => {
  const hasProgress = states.some((state) => matchesFilterGroup(state, 'in_progress', view));
  return hasProgress ? { group: 'in_progress', isOpen: true } : { group: 'new', isOpen: false };
};

export const countByFilterGroup = (
  states: readonly string[],
  view: ActivityView = 'loan',
): Record<ActivityFilterGroup, number> =>
  Object.fromEntries(
    ACTIVITY_FILTER_GROUPS.map((group) => [
      group,
      states.filter((s) => matchesFilterGroup(s, group, view)).length,
    ]),
  ) as Record<ActivityFilterGroup, number>;

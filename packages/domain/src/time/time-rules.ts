import { DAY_MS } from '../constants/constants';
import { isFinalState } from '../activity/activity-state';

// Every rule takes `now` so it is testable; calendar days are the viewer's local days.

const startOfDay = (date: Date): number =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

export type DueDateColor = 'green' | 'yellow' | 'gray' | 'red';

/**
 * 000 §4: green if the date is in the future or the state is final; yellow if due today;
 * gray if paused; otherwise red. A missing due date is neutral (gray) unless final.
 */
export const dueDateColor = (
  dueEpoch: number | null | undefined,
  state: string,
  now: Date = new Date(),
): DueDateColor => {
  if (isFinalState(state)) return 'green';
  if (dueEpoch === null || dueEpoch === undefined || !Number.isFinite(dueEpoch)) return 'gray';
  const dueDay = startOfDay(new Date(dueEpoch * 1000));
  const today = startOfDay(now);
  if (dueDay > today) return 'green';
  if (dueDay === today) return 'yellow';
  if (state === 'paused') return 'gray';
  return 'red';
};

export type ClosingClockColor = 'red' | 'yellow' | 'green' | 'gray';

/** 000 §2: red if in the past, yellow if within one day, otherwise green; gray when unknown. */
export const closingClockColor = (
  closingEpoch: number | null | undefined,
  now: Date = new Date(),
): ClosingClockColor => {
  if (closingEpoch === null || closingEpoch === undefined || !Number.isFinite(closingEpoch)) return 'gray';
  const diff = closingEpoch * 1000 - now.getTime();
  if (diff < 0) return 'red';
  if (diff <= DAY_MS) return 'yellow';
  return 'green';
};

export type TimeOfDay = 'morning' | 'afternoon' | 'evening';

/** 000 §2 / 002 §2.3: morning 5..<12, afternoon 12..<17, otherwise evening. */
export const greetingFor = (now: Date = new Date()): TimeOfDay => {
  const hour = now.getHours();
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  return 'evening';
};

/** True when the epoch lies within the next `days` days of `now` (chart windows 4/14/30, 000 §2). */
export const isWithinDays = (
  epoch: number | null | undefined,
  days: number,
  now: Date = new Date(),
): boolean => {
  if (epoch === null || epoch === undefined) return false;
  const diff = epoch * 1000 - now.getTime();
  return diff >= 0 && diff <= days * DAY_MS;
};

export type DueFilter = 'all' | 'today' | 'tomorrow' | 'week' | 'month';
export const DUE_FILTERS = [
  'all',
  'today',
  'tomorrow',
  'week',
  'month',
] as const satisfies readonly DueFilter[];
export const DUE_FILTER_LABELS: Record<DueFilter, string> = {
  all: 'All',
  today: 'Today',
  tomorrow: 'Tomorrow',
  week: 'Week',
  month: 'Month',
};

/** 002 §2.7 due filter: today, tomorrow, within 7 days, within 30 days (calendar days from today). */
export const matchesDueFilter = (
  dueEpoch: number | null | undefined,
  filter: DueFilter,
  now: Date = new Date(),
): boolean => {
  if (filter === 'all') return true;
  if (dueEpoch === null || dueEpoch === undefined) return false;
  const today = startOfDay(now);
  const dueDay = startOfDay(new Date(dueEpoch * 1000));
  const days = Math.round((dueDay - today) / DAY_MS);
  if (filter === 'today') return days === 0;
  if (filter === 'tomorrow') return days === 1;
  if (filter === 'week') return days >= 0 && days < 7;
  return days >= 0 && days < 30;
};

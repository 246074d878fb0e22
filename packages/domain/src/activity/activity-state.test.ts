import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_STATES,
  FINAL_STATES,
  IN_PROGRESS_STATES,
  activityStateColor,
  activityStateLabel,
  activityStateSchema,
  completionShare,
  isFinalState,
  isInProgressState,
} from './activity-state';
import {
  countByFilterGroup,
  initialFilterGroup,
  matchesFilterGroup,
  PERSONAL_FILTER_GROUPS,
} from './filter-groups';
import { ACTIVITY_TYPES } from './activity-type';

describe('activity states (000 §4)', () => {
  it('has the 17 wire values of the contract', () => {
    expect(ACTIVITY_STATES).toHaveLength(17);
    expect(activityStateSchema.safeParse('in_progress').success).toBe(true);
    expect(activityStateSchema.safeParse('In Progress').success).toBe(false);
    expect(ACTIVITY_TYPES).toHaveLength(22);
  });

  it('in-progress states are Processed, Processing, Sent, Signed, Failed', () => {
    expect([...IN_PROGRESS_STATES].sort()).toEqual(['failed', 'processed', 'processing', 'sent', 'signed']);
    const others = ACTIVITY_STATES.filter((s) => !(IN_PROGRESS_STATES as readonly string[]).includes(s));
    for (const state of others) expect(isInProgressState(state)).toBe(false);
  });

  it('final states are Accepted and Done only', () => {
    expect([...FINAL_STATES].sort()).toEqual(['accepted', 'done']);
    expect(ACTIVITY_STATES.filter(isFinalState)).toEqual(['accepted', 'done']);
  });

  it('colours: red for rejected/error/failed, yellow for unsupported/missing data, green for accepted/done', () => {
    for (const s of ['rejected', 'error', 'failed']) expect(activityStateColor(s)).toBe('red');
    for (const s of ['unsupported', 'missing_data']) expect(activityStateColor(s)).toBe('yellow');
    for (const s of ['accepted', 'done']) expect(activityStateColor(s)).toBe('green');
    expect(activityStateColor('new')).toBe('gray');
    expect(activityStateColor('nonsense')).toBe('gray');
  });

  it('labels: new is Pending and sent is New File Uploaded in the personal area only', () => {
    expect(activityStateLabel('new', 'personal')).toBe('Pending');
    expect(activityStateLabel('sent', 'personal')).toBe('New File Uploaded');
    expect(activityStateLabel('new')).toBe('New');
    expect(activityStateLabel('sent')).toBe('Sent');
    expect(activityStateLabel('missing_data')).toBe('Missing Data');
  });

  it('completion share counts accepted or done over all', () => {
    expect(completionShare(['accepted', 'done', 'new', 'sent'])).toBe(0.5);
    expect(completionShare([])).toBe(0);
  });
});

describe('filter groups (001 §4, 002 §2.3)', () => {
  it('loan view groups', () => {
    expect(matchesFilterGroup('new', 'new')).toBe(true);
    expect(matchesFilterGroup('done', 'accepted')).toBe(true);
    expect(matchesFilterGroup('rejected', 'rejected')).toBe(true);
    for (const s of ['processed', 'processing', 'sent', 'signed', 'failed'])
      expect(matchesFilterGroup(s, 'in_progress')).toBe(true);
    expect(matchesFilterGroup('new', 'in_progress')).toBe(false);
  });

  it('personal view labels the fourth group Sent and leaves out signed', () => {
    expect(PERSONAL_FILTER_GROUPS.in_progress.label).toBe('Sent');
    expect(matchesFilterGroup('signed', 'in_progress', 'personal')).toBe(false);
    expect(matchesFilterGroup('failed', 'in_progress', 'personal')).toBe(true);
  });

  it('starts on New, or opens on In Progress when something is in progress', () => {
    expect(initialFilterGroup(['new', 'accepted'])).toEqual({ group: 'new', isOpen: false });
    expect(initialFilterGroup(['new', 'processing'])).toEqual({ group: 'in_progress', isOpen: true });
    expect(countByFilterGroup(['new', 'new', 'done', 'sent'])).toEqual({
      all: 4,
      new: 2,
      accepted: 1,
      rejected: 0,
      in_progress: 1,
    });
  });
});

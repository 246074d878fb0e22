import { describe, expect, it } from 'vitest';
import { ACTIVITY_KINDS, ACTIVITY_TOPICS, addActivitySchema } from './add-activity';
import { activityActions } from './action-table';
import { signInBodySchema } from '../api/auth';

const quarter = Date.UTC(2026, 2, 10, 9, 15) / 1000;

describe('Add Activity modal (002 §2.7)', () => {
  it('topics and kinds', () => {
    expect(ACTIVITY_TOPICS).toEqual([
      'Application',
      'Term Sheet',
      'GFD',
      'External Data',
      'Tests',
      'Board Review',
      'Other',
    ]);
    expect(ACTIVITY_KINDS).toEqual(['Call', 'Mail', 'General', 'Deadline', 'Meeting', 'Question', 'Other']);
  });
  it('times on 15-minute steps, years 1910 to 2100, end not before start', () => {
    const base = { topic: 'GFD', type: 'Call', start_epoch: quarter, end_epoch: quarter + 900 };
    expect(addActivitySchema.safeParse(base).success).toBe(true);
    expect(addActivitySchema.safeParse({ ...base, end_epoch: quarter + 600 }).success).toBe(false);
    expect(addActivitySchema.safeParse({ ...base, start_epoch: Date.UTC(1909, 0, 1) / 1000 }).success).toBe(
      false,
    );
    expect(addActivitySchema.safeParse({ ...base, end_epoch: Date.UTC(2101, 0, 1) / 1000 }).success).toBe(
      false,
    );
    expect(addActivitySchema.safeParse({ ...base, end_epoch: quarter - 900 }).success).toBe(false);
    expect(addActivitySchema.safeParse({ ...base, topic: 'Lunch' }).success).toBe(false);
  });
});

describe('other tables', () => {
  it('xactus follows the credit row', () => {
    expect(activityActions({ type: 'xactus', state: 'new', view: 'loan' }).sort()).toEqual([
      'request-credit-full',
      'request-credit-soft',
    ]);
  });
  it('login body', () => {
    expect(
      signInBodySchema.safeParse({ email: 'admin@example.com', password: 'demo-password' }).success,
    ).toBe(true);
    expect(signInBodySchema.safeParse({ email: 'nope', password: '' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { PersonalActivity } from '../api/personal-types';
import { countNeedingAction, rejectionReasonOf } from './needs-action';

const activity = (state: string, actions: string[], extra: Partial<PersonalActivity> = {}) =>
  ({
    activity_id: state,
    status: { state, text: null, epoch: 0 },
    actions,
    done: state === 'done' || state === 'accepted',
    processes: [],
    ...extra,
  }) as unknown as PersonalActivity;

describe('which loans open on the personal page', () => {
  it('counts uploads to make, rejected requests and applications to fill; not finished or waiting ones', () => {
    expect(
      countNeedingAction([
        activity('new', ['upload-document-request']),
        activity('rejected', ['upload-document-request', 'view-files']),
        activity('new', ['view-application']),
        activity('sent', ['view-files']),
        activity('accepted', ['view-files']),
        activity('done', ['view-application']),
      ]),
    ).toBe(3);
  });

  it('shows the rejection reason of the latest rejected upload', () => {
    const rejected = activity('rejected', [], {
      status: { state: 'rejected', text: 'old text', epoch: 0 },
      processes: [
        {
          process_id: 'a',
          status: { state: 'rejected', epoch: 1 },
          documents: [],
          data_to_display: { reason: 'First' },
        },
        {
          process_id: 'b',
          status: { state: 'rejected', epoch: 2 },
          documents: [],
          data_to_display: { reason: 'Page 2 is missing' },
        },
      ],
    });
    expect(rejectionReasonOf(rejected)).toBe('Page 2 is missing');
    expect(rejectionReasonOf(activity('sent', []))).toBeNull();
  });
});

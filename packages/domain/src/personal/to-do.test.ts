import { describe, expect, it } from 'vitest';
import type { PersonalActivity } from '../api/personal';
import { countNeedingAction, isAwaitingSignature, rejectionReasonOf } from './to-do';

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
        // Uploaded, signed or being read: staff's turn, even with Upload File still offered.
        activity('sent', ['upload-document-request', 'view-files'], { activity_type: 'document-request' }),
        activity('signed', ['upload']),
        activity('processing', ['upload-document-request']),
        activity('accepted', ['view-files']),
        activity('done', ['view-application']),
      ]),
    ).toBe(3);
    // A term sheet sent to the borrower waits for them to sign it or upload it signed.
    expect(countNeedingAction([activity('sent', ['upload'], { activity_type: 'term-sheet' })])).toBe(1);
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

  it('counts a document waiting for a signature until it is signed', () => {
    const sent = activity('sent', ['view-files'], { docusign_envelope_id: 'env-1' });
    expect(isAwaitingSignature(sent)).toBe(true);
    expect(countNeedingAction([sent])).toBe(1);
    const signed = activity('accepted', ['view-files'], { docusign_envelope_id: 'env-1' });
    expect(isAwaitingSignature(signed)).toBe(false);
    expect(isAwaitingSignature(activity('sent', ['view-files'], { docusign_envelope_id: null }))).toBe(false);
  });
});

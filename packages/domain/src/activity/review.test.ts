import { describe, expect, it } from 'vitest';
import {
  activityOwnerLabel,
  documentReviewControls,
  notificationLink,
  splitNotificationMessage,
} from './review';
import { canUnlink, hasRealCoordinates } from '../loan/loan-detail';

describe('document review (001 §4)', () => {
  it('accepted or done: accept disabled with its tooltip', () => {
    for (const state of ['accepted', 'done'])
      expect(documentReviewControls(state)).toEqual({
        canAccept: false,
        canReject: true,
        acceptTooltip: 'Document Already Accepted',
        rejectTooltip: null,
      });
  });
  it('rejected: reject disabled with its tooltip', () => {
    expect(documentReviewControls('rejected')).toEqual({
      canAccept: true,
      canReject: false,
      acceptTooltip: null,
      rejectTooltip: 'Document Already Rejected',
    });
  });
  it('otherwise both available', () => {
    expect(documentReviewControls('processed')).toMatchObject({ canAccept: true, canReject: true });
  });
  it('notification links and prefixes', () => {
    expect(notificationLink({ document_id: 'd1', loan_human_id: '10042' })).toBe('/loan/10042?documentId=d1');
    expect(notificationLink({ document_id: 'd1' })).toBeNull();
    expect(splitNotificationMessage('new document uploaded: bank.pdf')).toEqual({
      prefix: 'new document uploaded:',
      rest: 'bank.pdf',
    });
  });
  it("owner 'admin' shows as missing; unlink needs more than one; 0,0 is not a place", () => {
    expect(activityOwnerLabel('admin')).toBeNull();
    expect(activityOwnerLabel('Ann')).toBe('Ann');
    expect(canUnlink(1)).toBe(false);
    expect(canUnlink(2)).toBe(true);
    expect(hasRealCoordinates({ lat: 0, lng: 0 })).toBe(false);
    expect(hasRealCoordinates({ lat: 38.9, lng: -77 })).toBe(true);
  });
});

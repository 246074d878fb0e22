import { describe, expect, it } from 'vitest';
import {
  activityListEmptyMessage,
  COMPLETION_ACTION_LABELS,
  completionAction,
  LOAN_EVENTS,
  nextLoanStatus,
  progressStepsFor,
  suggestedSteps,
} from './lifecycle';
import {
  ACTIVE_LOAN_STATUSES,
  DASHBOARD_STATUS_CARDS,
  LOAN_STATUSES,
  isPortfolioStatus,
  personalLoanTab,
} from './loan-status';

describe('loan statuses (000 §4)', () => {
  it('are the nine statuses in order', () => {
    expect(LOAN_STATUSES).toEqual([
      'Preliminary',
      'Term-Sheet-Sent',
      'Underwriting',
      'Board-Review',
      'Commitment-Sent',
      'Commitment-Accepted',
      'Rejected',
      'Funded',
      'Paid-Off',
    ]);
  });
  it('portfolio holds Funded and Paid-Off; the dashboard cards everything else plus Total-Requests', () => {
    expect(isPortfolioStatus('Funded')).toBe(true);
    expect(isPortfolioStatus('Paid-Off')).toBe(true);
    expect(isPortfolioStatus('Rejected')).toBe(false);
    expect(ACTIVE_LOAN_STATUSES).not.toContain('Funded');
    expect(DASHBOARD_STATUS_CARDS[0]).toBe('Total-Requests');
    expect(DASHBOARD_STATUS_CARDS).toHaveLength(8);
    expect(personalLoanTab('Paid-Off')).toBe('funded');
    expect(personalLoanTab('Underwriting')).toBe('active');
  });
});

describe('transitions (DESIGN §3)', () => {
  it.each([
    ['Preliminary', 'term-sheet-sent', 'Term-Sheet-Sent'],
    ['Term-Sheet-Sent', 'term-sheet-and-gfd-accepted', 'Underwriting'],
    ['Preliminary', 'term-sheet-and-gfd-accepted', 'Underwriting'],
    ['Underwriting', 'complete-underwriting', 'Board-Review'],
    ['Board-Review', 'commitment-sent', 'Commitment-Sent'],
    ['Commitment-Sent', 'commitment-accepted', 'Commitment-Accepted'],
    ['Commitment-Accepted', 'set-funded', 'Funded'],
    ['Funded', 'set-paid-off', 'Paid-Off'],
    ['Underwriting', 'reject', 'Rejected'],
  ] as const)('%s --%s--> %s', (from, event, to) => {
    expect(nextLoanStatus(from, event)).toBe(to);
  });

  it('refuses events out of order', () => {
    expect(nextLoanStatus('Preliminary', 'set-funded')).toBeNull();
    expect(nextLoanStatus('Underwriting', 'set-paid-off')).toBeNull();
    expect(nextLoanStatus('Funded', 'reject')).toBeNull();
    expect(nextLoanStatus('Paid-Off', 'reject')).toBeNull();
    expect(nextLoanStatus('Rejected', 'term-sheet-sent')).toBeNull();
    expect(LOAN_EVENTS.every((event) => nextLoanStatus('Paid-Off', event) === null)).toBe(true);
  });
});

describe('completion button (001 §4)', () => {
  it('Complete Underwriting only in underwriting without a board review', () => {
    expect(completionAction('Underwriting', { hasBoardReview: false })).toBe('complete-underwriting');
    expect(completionAction('Underwriting', { hasBoardReview: true })).toBeNull();
  });
  it('Set Funded in commitment accepted, Set Paid Off in funded, nothing elsewhere', () => {
    expect(completionAction('Commitment-Accepted', { hasBoardReview: true })).toBe('set-funded');
    expect(completionAction('Funded', { hasBoardReview: true })).toBe('set-paid-off');
    for (const state of [
      'Preliminary',
      'Term-Sheet-Sent',
      'Board-Review',
      'Commitment-Sent',
      'Rejected',
      'Paid-Off',
    ])
      expect(completionAction(state, { hasBoardReview: false })).toBeNull();
    expect(COMPLETION_ACTION_LABELS).toEqual({
      'complete-underwriting': 'Complete Underwriting',
      'set-funded': 'Set Funded',
      'set-paid-off': 'Set Paid Off',
    });
  });
});

describe('progress steps and empty messages', () => {
  it('progress steps per state (001 §4)', () => {
    const keys = (state: string) => progressStepsFor(state).map((s) => s.key);
    expect(keys('Preliminary')).toEqual(['term_sheet', 'gfd']);
    expect(keys('Term-Sheet-Sent')).toEqual(['term_sheet', 'gfd']);
    expect(progressStepsFor('Underwriting').map((s) => s.expects)).toEqual(['accepted', 'accepted']);
    expect(keys('Board-Review')).toEqual(['board_review']);
    expect(keys('Commitment-Sent')).toEqual(['commitment']);
    expect(keys('Commitment-Accepted')).toEqual(['commitment']);
    expect(progressStepsFor('Paid-Off').every((s) => s.expects === 'done')).toBe(true);
  });
  it('empty messages (002 §2.4)', () => {
    expect(activityListEmptyMessage('Underwriting', { allFinished: true })).toBe(
      'No pending activities. Press Complete to proceed',
    );
    expect(activityListEmptyMessage('Underwriting', { allFinished: false })).toBe(
      'Check borrower documents status',
    );
    expect(activityListEmptyMessage('Commitment-Accepted', { allFinished: true })).toBe(
      'All activities were completed',
    );
    expect(activityListEmptyMessage('Preliminary', { allFinished: false })).toBe(
      'There are no activities to show',
    );
  });
});

describe('suggested steps (DESIGN §3)', () => {
  it('follow the state and the open activities', () => {
    expect(suggestedSteps('Preliminary', ['good-faith-deposit'])).toEqual([
      'Generate and send the term sheet',
      'Collect the good faith deposit',
    ]);
    expect(suggestedSteps('Term-Sheet-Sent', ['good-faith-deposit'])).toEqual([
      'Accept the good faith deposit',
    ]);
    expect(suggestedSteps('Underwriting', ['document-request'])).toContain('Review the borrower documents');
    expect(suggestedSteps('Paid-Off')).toEqual([]);
  });
});

import { messages } from '../messages/messages';
import type { LoanStatus } from './loan-status';

// DESIGN.md §3: loan transitions as data (event -> from states -> to state).
export const LOAN_EVENTS = [
  'term-sheet-sent',
  'term-sheet-and-gfd-accepted',
  'complete-underwriting',
  'commitment-sent',
  'commitment-accepted',
  'set-funded',
  'set-paid-off',
  'reject',
] as const;
export type LoanEvent = (typeof LOAN_EVENTS)[number];

export type LoanTransition = { from: readonly LoanStatus[]; to: LoanStatus };

export const LOAN_TRANSITIONS: Record<LoanEvent, LoanTransition> = {
  'term-sheet-sent': { from: ['Preliminary'], to: 'Term-Sheet-Sent' },
  // Term sheet accepted and good faith deposit accepted, in either order.
  'term-sheet-and-gfd-accepted': { from: ['Preliminary', 'Term-Sheet-Sent'], to: 'Underwriting' },
  // Complete Underwriting creates the main board review.
  'complete-underwriting': { from: ['Underwriting'], to: 'Board-Review' },
  'commitment-sent': { from: ['Board-Review'], to: 'Commitment-Sent' },
  'commitment-accepted': { from: ['Board-Review', 'Commitment-Sent'], to: 'Commitment-Accepted' },
  'set-funded': { from: ['Commitment-Accepted'], to: 'Funded' },
  'set-paid-off': { from: ['Funded'], to: 'Paid-Off' },
  // Reject from any status before Funded.
  reject: {
    from: [
      'Preliminary',
      'Term-Sheet-Sent',
      'Underwriting',
      'Board-Review',
      'Commitment-Sent',
      'Commitment-Accepted',
    ],
    to: 'Rejected',
  },
};

/** The status an event leads to from `current`, or null when the event does not apply there. */
export const nextLoanStatus = (current: string, event: LoanEvent): LoanStatus | null => {
  const transition = LOAN_TRANSITIONS[event];
  return (transition.from as readonly string[]).includes(current) ? transition.to : null;
};

// 001 §4 progress steps per state; keys are those of the GET /loan-status response.
export const PROGRESS_STEP_KEYS = [
  'term_sheet',
  'gfd',
  'board_review',
  'commitment',
  'funded',
  'paid_off',
] as const;
export type ProgressStepKey = (typeof PROGRESS_STEP_KEYS)[number];
export const PROGRESS_STEP_LABELS: Record<ProgressStepKey, string> = {
  term_sheet: 'Term Sheet',
  gfd: 'Good Faith Deposit',
  board_review: 'Board Review',
  commitment: 'Commitment',
  funded: 'Funded',
  paid_off: 'Paid Off',
};
export type ProgressStep = { key: ProgressStepKey; label: string; expects: 'any' | 'accepted' | 'done' };

const step = (key: ProgressStepKey, expects: ProgressStep['expects']): ProgressStep => ({
  key,
  label: PROGRESS_STEP_LABELS[key],
  expects,
});

export const PROGRESS_STEPS: Record<LoanStatus, readonly ProgressStep[]> = {
  Preliminary: [step('term_sheet', 'any'), step('gfd', 'any')],
  'Term-Sheet-Sent': [step('term_sheet', 'any'), step('gfd', 'any')],
  Underwriting: [step('term_sheet', 'accepted'), step('gfd', 'accepted')],
  'Board-Review': [step('board_review', 'accepted')],
  'Commitment-Sent': [step('commitment', 'any')],
  'Commitment-Accepted': [step('commitment', 'any')],
  Rejected: [],
  Funded: [step('funded', 'done'), step('paid_off', 'done')],
  'Paid-Off': [step('funded', 'done'), step('paid_off', 'done')],
};
export const progressStepsFor = (state: string): readonly ProgressStep[] =>
  PROGRESS_STEPS[state as LoanStatus] ?? [];

// 001 §4 completion button.
export const COMPLETION_ACTIONS = ['complete-underwriting', 'set-funded', 'set-paid-off'] as const;
export type CompletionAction = (typeof COMPLETION_ACTIONS)[number];
export const COMPLETION_ACTION_LABELS: Record<CompletionAction, string> = {
  'complete-underwriting': 'Complete Underwriting',
  'set-funded': 'Set Funded',
  'set-paid-off': 'Set Paid Off',
};

export const completionAction = (
  state: string,
  { hasBoardReview }: { hasBoardReview: boolean },
): CompletionAction | null => {
  if (state === 'Underwriting') return hasBoardReview ? null : 'complete-underwriting';
  if (state === 'Commitment-Accepted') return 'set-funded';
  if (state === 'Funded') return 'set-paid-off';
  return null;
};

/** 002 §2.4 empty messages of the loan page activity list. */
export const activityListEmptyMessage = (
  state: string,
  { allFinished }: { allFinished: boolean },
): string => {
  if (state === 'Underwriting')
    return allFinished ? messages.noPendingActivities : messages.checkBorrowerDocuments;
  if (state === 'Commitment-Accepted') return messages.allActivitiesCompleted;
  return messages.noActivities;
};

/** DESIGN §3 suggested_steps: what staff should do next, from the state and the open activity types. */
export const suggestedSteps = (state: string, openActivityTypes: readonly string[] = []): string[] => {
  const open = new Set(openActivityTypes);
  switch (state) {
    case 'Preliminary':
      return [
        'Generate and send the term sheet',
        ...(open.has('good-faith-deposit') ? ['Collect the good faith deposit'] : []),
      ];
    case 'Term-Sheet-Sent':
      return [
        ...(open.has('term-sheet') ? ['Get the term sheet signed and accept it'] : []),
        ...(open.has('good-faith-deposit') ? ['Accept the good faith deposit'] : []),
      ];
    case 'Underwriting':
      return open.has('document-request')
        ? ['Review the borrower documents', 'Complete underwriting']
        : ['Complete underwriting'];
    case 'Board-Review':
      return open.has('commitment')
        ? ['Generate and send the commitment']
        : ['Generate, send and accept the board review'];
    case 'Commitment-Sent':
      return ['Get the commitment signed and accept it'];
    case 'Commitment-Accepted':
      return ['Set the loan funded with the funding date'];
    case 'Funded':
      return ['Set the loan paid off when repaid'];
    default:
      return [];
  }
};

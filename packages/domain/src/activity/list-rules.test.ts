import { describe, expect, it } from 'vitest';
import {
  activityTypeRank,
  canPauseOrResume,
  canRestart,
  isHiddenByDefault,
  loanActivityList,
  pauseResumeAction,
  sortDocumentRequests,
  uploadMarking,
} from './list-rules';

const act = (activity_type: string, state: string) => ({ activity_type, status: { state } });

describe('activity list rules (002 §2.4, §4)', () => {
  it('restart is offered unless the state is new or the type is document request', () => {
    expect(canRestart('term-sheet', 'new')).toBe(false);
    expect(canRestart('document-request', 'sent')).toBe(false);
    expect(canRestart('term-sheet', 'sent')).toBe(true);
  });

  it('pause/resume unless done or accepted; paused reads Resume', () => {
    expect(canPauseOrResume('done')).toBe(false);
    expect(canPauseOrResume('accepted')).toBe(false);
    expect(pauseResumeAction('new')).toBe('pause');
    expect(pauseResumeAction('paused')).toBe('resume');
    expect(pauseResumeAction('done')).toBeNull();
  });

  it('sorts document requests Sent, New, Accepted', () => {
    const sorted = sortDocumentRequests([
      { status: { state: 'accepted' } },
      { status: { state: 'new' } },
      { status: { state: 'sent' } },
    ]);
    expect(sorted.map((a) => a.status.state)).toEqual(['sent', 'new', 'accepted']);
  });

  it('hides done, accepted and paused; document requests hide new, accepted and done', () => {
    expect(isHiddenByDefault('term-sheet', 'paused')).toBe(true);
    expect(isHiddenByDefault('term-sheet', 'new')).toBe(false);
    expect(isHiddenByDefault('document-request', 'new')).toBe(true);
    expect(isHiddenByDefault('document-request', 'paused')).toBe(false);
  });

  it('sorts by type: commitment, board review, term sheet, gfd, application, plaid, others (rank 8)', () => {
    const list = loanActivityList([
      act('question', 'new'),
      act('plaid', 'new'),
      act('application', 'new'),
      act('good-faith-deposit', 'new'),
      act('term-sheet', 'new'),
      act('board-review', 'new'),
      act('commitment', 'new'),
      act('term-sheet', 'done'),
    ]);
    expect(list.map((a) => a.activity_type)).toEqual([
      'commitment',
      'board-review',
      'term-sheet',
      'good-faith-deposit',
      'application',
      'plaid',
      'question',
    ]);
    expect(loanActivityList([act('term-sheet', 'done')], true)).toHaveLength(1);
    expect(activityTypeRank('ocr')).toBe(8);
  });

  it('upload marks new/generated as sent, sent/signed as signed, and the checkbox verifies', () => {
    expect(uploadMarking('new')).toBe('sent');
    expect(uploadMarking('generated')).toBe('sent');
    expect(uploadMarking('sent')).toBe('signed');
    expect(uploadMarking('signed')).toBe('signed');
    expect(uploadMarking('sent', true)).toBe('verified');
    expect(uploadMarking('accepted')).toBeNull();
  });
});

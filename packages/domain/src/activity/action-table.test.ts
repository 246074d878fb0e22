import { describe, expect, it } from 'vitest';
import { activityActions, canPerform } from './action-table';

// Each row of the 000 §4 action table, written out as the spec states it: [type, state, loan view, personal view].
type Row = [string, string, string[], string[]];
const sorted = (list: string[]) => [...list].sort();

const termSheetLike = (type: string): Row[] => [
  [type, 'new', ['upload', 'edit', 'generate'], ['upload', 'edit']],
  [type, 'generated', ['upload', 'send', 'generate'], ['upload', 'send', 'generate']],
  [type, 'sent', ['upload', 'generate', 'download'], ['upload', 'generate', 'download']],
  [type, 'signed', ['upload', 'accept', 'generate'], ['upload', 'accept', 'generate']],
  [type, 'accepted', ['download'], []],
  [type, 'failed', ['upload', 'send', 'generate'], ['upload', 'send', 'generate']],
];

const requestLike = (type: string, request: string): Row[] => [
  [type, 'new', [request], [request]],
  [type, 'processing', [], []],
  [type, 'paused', [], []],
  [type, 'done', ['download-report'], ['download-report']],
];

const docReq = (state: string, loan: string[], personal: string[]): Row => [
  'document-request',
  state,
  loan,
  personal,
];

const ROWS: Row[] = [
  ...termSheetLike('term-sheet'),
  ...termSheetLike('commitment'),
  ['good-faith-deposit', 'new', ['accept'], []],
  ['good-faith-deposit', 'accepted', [], []],
  ['board-review', 'new', ['generate', 'edit'], ['generate', 'edit']],
  ['board-review', 'generated', ['send', 'generate', 'edit'], ['send', 'generate', 'edit']],
  ['board-review', 'waiting', ['generate', 'accept', 'download'], ['generate', 'accept', 'download']],
  ['board-review', 'accepted', ['generate', 'download'], ['generate', 'download']],
  // Upload in New, Sent, Processed, Rejected, Failed; view files in Sent, Processed, Accepted, Rejected,
  // Processing, Failed: personal only. Staff review accept/reject (001 §4) in the loan view.
  docReq('new', [], ['upload-document-request']),
  docReq(
    'sent',
    ['accept-document-request', 'reject-document-request'],
    ['upload-document-request', 'view-files'],
  ),
  docReq('processing', ['accept-document-request', 'reject-document-request'], ['view-files']),
  docReq(
    'processed',
    ['accept-document-request', 'reject-document-request'],
    ['upload-document-request', 'view-files'],
  ),
  docReq('accepted', ['reject-document-request'], ['view-files']),
  docReq('rejected', ['accept-document-request'], ['upload-document-request', 'view-files']),
  docReq(
    'failed',
    ['accept-document-request', 'reject-document-request'],
    ['upload-document-request', 'view-files'],
  ),
  ['costar', 'new', ['upload-ocr'], ['upload-ocr']],
  ['costar', 'sent', [], []],
  ['costar', 'processing', ['download-report'], ['download-report']],
  ['costar', 'done', ['download-report'], ['download-report']],
  ['costar', 'paused', [], []],
  ['appraisal', 'new', ['upload-ocr'], ['upload-ocr']],
  ['appraisal', 'sent', [], []],
  ['appraisal', 'processing', ['download-report'], ['download-report']],
  ['appraisal', 'done', ['download-report', 'upload-ocr'], ['download-report', 'upload-ocr']],
  ['appraisal', 'unsupported', ['upload-ocr'], ['upload-ocr']],
  ['appraisal', 'paused', [], []],
  [
    'credit-plus',
    'new',
    ['request-credit-full', 'request-credit-soft'],
    ['request-credit-full', 'request-credit-soft'],
  ],
  ['credit-plus', 'missing_data', [], []],
  ['credit-plus', 'processing', [], []],
  ['credit-plus', 'paused', [], []],
  ['credit-plus', 'done', ['download-report'], ['download-report']],
  ...requestLike('clear', 'request-clear'),
  ...requestLike('reonomy', 'request-reonomy'),
  ...requestLike('rentometer', 'request-rentometer'),
  ...requestLike('house-canary', 'request-house-canary'),
  ...requestLike('lexis-nexis', 'request-lexis-nexis'),
  ...requestLike('neighborhood-scout', 'request-neighborhood-scout'),
  ['plaid', 'new', ['view-plaid'], ['view-plaid']],
  ['plaid', 'processing', [], ['view-plaid']],
  ['plaid', 'paused', [], []],
  ['plaid', 'done', ['view-plaid', 'download-report'], ['view-plaid']],
  ['application', 'new', ['view-application'], ['view-application']],
  ['application', 'done', ['view-application'], ['view-application']],
];

describe('activity action table (000 §4)', () => {
  it.each(ROWS)('%s in %s', (type, state, loan, personal) => {
    expect(sorted(activityActions({ type, state, view: 'loan' }))).toEqual(sorted(loan));
    expect(sorted(activityActions({ type, state, view: 'personal' }))).toEqual(sorted(personal));
  });

  it('gives nothing for an unknown type or an unknown state', () => {
    expect(activityActions({ type: 'mystery', state: 'new', view: 'loan' })).toEqual([]);
    expect(activityActions({ type: 'term-sheet', state: 'waiting', view: 'loan' })).toEqual([]);
    expect(activityActions({ type: 'term-sheet', state: 'bogus', view: 'personal' })).toEqual([]);
    expect(activityActions({ type: 'question', state: 'new', view: 'loan' })).toEqual([]);
    expect(activityActions({ type: 'application', state: 'processing', view: 'personal' })).toEqual([]);
  });

  it('canPerform follows the table and the view', () => {
    expect(canPerform('term-sheet', 'new', 'generate', 'loan')).toBe(true);
    expect(canPerform('term-sheet', 'new', 'generate', 'personal')).toBe(false);
    expect(canPerform('good-faith-deposit', 'new', 'accept', 'loan')).toBe(true);
    expect(canPerform('good-faith-deposit', 'accepted', 'accept', 'loan')).toBe(false);
    expect(canPerform('document-request', 'accepted', 'upload-document-request', 'personal')).toBe(false);
    expect(canPerform('document-request', 'new', 'upload-document-request', 'loan')).toBe(false);
    expect(canPerform('plaid', 'done', 'download-report', 'personal')).toBe(false);
  });
});

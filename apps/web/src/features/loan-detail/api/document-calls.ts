import type { OperationId } from '@lending/domain';
import type { DocumentKind } from './document-values';

// The generated-document calls of 000 §7 by kind (declared in packages/domain/src/contract/
// documents.ts): get-values, update, download, generate, send and set/{state}.
export const DOCUMENT_CALLS = {
  'term-sheet': {
    getValues: 'getTermSheetByIdGetValues',
    update: 'putTermSheetByIdUpdate',
    download: 'getTermSheetByIdDownload',
    generate: 'postTermSheetByIdGenerate',
    send: 'postTermSheetByIdSend',
    'set/sent': 'postTermSheetByIdSetSent',
    'set/signed': 'postTermSheetByIdSetSigned',
    'set/verified': 'postTermSheetByIdSetVerified',
    'set/accepted': 'postTermSheetByIdSetAccepted',
  },
  commitment: {
    getValues: 'getCommitmentByIdGetValues',
    update: 'putCommitmentByIdUpdate',
    download: 'getCommitmentByIdDownload',
    generate: 'postCommitmentByIdGenerate',
    send: 'postCommitmentByIdSend',
    'set/sent': 'postCommitmentByIdSetSent',
    'set/signed': 'postCommitmentByIdSetSigned',
    'set/verified': 'postCommitmentByIdSetVerified',
    'set/accepted': 'postCommitmentByIdSetAccepted',
  },
  'board-review': {
    getValues: 'getBoardReviewByIdGetValues',
    update: 'putBoardReviewByIdUpdate',
    download: 'getBoardReviewByIdDownload',
    generate: 'postBoardReviewByIdGenerate',
    send: 'postBoardReviewByIdSend',
    'set/accepted': 'postBoardReviewByIdSetAccepted',
  },
} as const satisfies Record<DocumentKind, Record<string, OperationId>>;

// Where the activity endpoints live (000 §7, staff view): zod-free (see loan-paths.ts).
import type { EndpointPath } from './endpoint';

export const activityPaths = {
  getActivityAll: { method: 'GET', path: '/activity/all' },
  getActivityPage: { method: 'GET', path: '/activity/page' },
  getActivityLoanByIdAll: { method: 'GET', path: '/activity/loan/:id/all' },
  getActivityLoanByIdDocumentRequestAll: { method: 'GET', path: '/activity/loan/:id/document-request/all' },
  getActivityLoanByIdSystemDocumentsAll: { method: 'GET', path: '/activity/loan/:id/system-documents/all' },
  postActivity: { method: 'POST', path: '/activity' },
  postActivityByIdPause: { method: 'POST', path: '/activity/:id/pause' },
  postActivityByIdResume: { method: 'POST', path: '/activity/:id/resume' },
  postActivityByIdRestart: { method: 'POST', path: '/activity/:id/restart' },
  postActivityByIdSetNextState: { method: 'POST', path: '/activity/:id/set-next-state' },
  postActivityByIdSetArchived: { method: 'POST', path: '/activity/:id/set/archived' },
  postActivityByIdGenerateDocumentWithPresignedUrl: {
    method: 'POST',
    path: '/activity/:id/generate-document-with-presigned-url',
  },
  postActivityByIdProcessByProcessIdRun: { method: 'POST', path: '/activity/:id/process/:processId/run' },
  getActivityEnvelopeStatusById: { method: 'GET', path: '/activity/envelope-status/:id' },
  getActivityByIdDocumentByDocIdDownload: { method: 'GET', path: '/activity/:id/document/:docId/download' },
  postActivityDocumentRequestByIdProcessByProcessIdSetAccepted: {
    method: 'POST',
    path: '/activity/document-request/:id/process/:processId/set/accepted',
  },
  postActivityDocumentRequestByIdProcessByProcessIdSetRejected: {
    method: 'POST',
    path: '/activity/document-request/:id/process/:processId/set/rejected',
  },
  postActivityGfdByIdSetAccepted: { method: 'POST', path: '/activity/gfd/:id/set/accepted' },
} as const satisfies Record<string, EndpointPath>;

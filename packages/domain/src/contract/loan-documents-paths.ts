// Where a loan's document calls live (001 §7, 000 §7, issue 9): the document lists, the datastore
// sync, pages and retries, the OCR edits, the export, the credit memo, the custom upload, the
// preview link and the signature requests. Zod-free (see loan-paths.ts).
import type { EndpointPath } from './endpoint';

export const loanDocumentsPaths = {
  getLoanByIdGetAllDocuments: { method: 'GET', path: '/loan/:id/get-all-documents' },
  getLoanByIdGetAllSources: { method: 'GET', path: '/loan/:id/get-all-sources' },
  getLoanByIdGetDatastoreDocuments: { method: 'GET', path: '/loan/:id/get-datastore-documents' },
  putLoanByIdSyncFilesToDatastore: { method: 'PUT', path: '/loan/:id/sync-files-to-datastore' },
  getLoanByIdSyncFilesToDatastore: { method: 'GET', path: '/loan/:id/sync-files-to-datastore' },
  getLoanByIdDocumentByDocumentIdPages: { method: 'GET', path: '/loan/:id/document/:documentId/pages' },
  putLoanByIdDocumentByDocumentIdRetryExtraction: {
    method: 'PUT',
    path: '/loan/:id/document/:documentId/retry-extraction',
  },
  putActivityByIdProcessByProcessIdUpdateDisplayData: {
    method: 'PUT',
    path: '/activity/:id/process/:processId/update-display-data',
  },
  putLoanByIdExportDocuments: { method: 'PUT', path: '/loan/:id/export-documents' },
  postLoanByIdCreditMemo: { method: 'POST', path: '/loan/:id/credit-memo' },
  postActivityByIdGenerateCustomDocumentWithPresignedUrl: {
    method: 'POST',
    path: '/activity/:id/generate-custom-document-with-presigned-url',
  },
  getActivityByIdDocumentByDocIdPreview: { method: 'GET', path: '/activity/:id/document/:docId/preview' },
  postActivityDocumentRequestByIdProcessByProcessIdSetRequestSignature: {
    method: 'POST',
    path: '/activity/document-request/:id/process/:processId/set/request-signature',
  },
  postActivityByIdRequestSignature: { method: 'POST', path: '/activity/:id/request-signature' },
} as const satisfies Record<string, EndpointPath>;

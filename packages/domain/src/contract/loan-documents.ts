// A loan's document calls (001 §7, 000 §7, issue 9; staff only): the document and source lists,
// the datastore sync and its progress, a document's pages and the retry of a failed read, the OCR
// panel's edits, the export, the credit memo, the custom upload, the preview link and the
// signature requests.
import { z } from 'zod';
import { displayDataBodySchema, displayDataSchema, processParams } from '../api/activity';
import { creditMemoResponseSchema } from '../api/credit-memo';
import {
  customUploadBodySchema,
  customUploadSchema,
  documentParams,
  documentPreviewSchema,
  exportDocumentsSchema,
} from '../api/documents';
import { sentEnvelopeSchema, signatureProcessParams, signatureRequestBody } from '../api/e-signature';
import { idParamsSchema } from '../api/error-body';
import { loanSourceSchema } from '../documents-intelligence/loan-sources';
import {
  datastoreDocumentSchema,
  documentPagesSchema,
  loanDocumentItemSchema,
  loanDocumentParams,
  retryExtractionSchema,
  syncRunSchema,
} from '../documents-intelligence/wire';
import { defineEndpoints, errors } from './endpoint';
import { headerPaged } from './paging';
import { loanDocumentsPaths } from './loan-documents-paths';

const admin = { tags: ['documents'], access: 'admin' } as const;
const onLoan = { ...admin, params: idParamsSchema } as const;
const signature = { tags: ['e-signature'], access: 'admin', body: signatureRequestBody } as const;

export const loanDocumentsEndpoints = defineEndpoints(loanDocumentsPaths, {
  getLoanByIdGetAllDocuments: {
    ...onLoan,
    summary: "A loan's documents, with their readings",
    ...headerPaged(),
    responses: { 200: z.array(loanDocumentItemSchema), ...errors(400, 401, 403, 404) },
  },
  getLoanByIdGetAllSources: {
    ...onLoan,
    summary: "Where each of a loan's values came from",
    ...headerPaged(),
    responses: { 200: z.array(loanSourceSchema), ...errors(400, 401, 403, 404) },
  },
  getLoanByIdGetDatastoreDocuments: {
    ...onLoan,
    summary: "The documents in a loan's datastore (what the assistant reads)",
    ...headerPaged(),
    responses: { 200: z.array(datastoreDocumentSchema), ...errors(400, 401, 403, 404) },
  },
  putLoanByIdSyncFilesToDatastore: {
    ...onLoan,
    summary: "Start syncing a loan's files to its datastore",
    responses: { 202: syncRunSchema, ...errors(400, 401, 403, 404, 409) },
  },
  getLoanByIdSyncFilesToDatastore: {
    ...onLoan,
    summary: "The progress of a loan's latest datastore sync (null before the first)",
    responses: { 200: syncRunSchema.nullable(), ...errors(400, 401, 403, 404) },
  },
  getLoanByIdDocumentByDocumentIdPages: {
    ...admin,
    summary: "A document's pages, with the positions of the values read on them",
    params: loanDocumentParams,
    responses: { 200: documentPagesSchema, ...errors(400, 401, 403, 404) },
  },
  putLoanByIdDocumentByDocumentIdRetryExtraction: {
    ...admin,
    summary: 'Read a document again after a failed read',
    params: loanDocumentParams,
    responses: { 202: retryExtractionSchema, ...errors(400, 401, 403, 404, 409) },
  },
  putActivityByIdProcessByProcessIdUpdateDisplayData: {
    ...admin,
    summary:
      "Correct a process's read values (the activity's version in the body; the new one in x-activity-version)",
    params: processParams,
    body: displayDataBodySchema,
    responses: { 200: displayDataSchema, ...errors(400, 401, 403, 404, 409) },
  },
  putLoanByIdExportDocuments: {
    ...onLoan,
    summary: "Export a loan's documents (the archive link is mailed)",
    responses: { 202: exportDocumentsSchema, ...errors(400, 401, 403, 404) },
  },
  postLoanByIdCreditMemo: {
    ...onLoan,
    summary: "Generate a loan's credit memo (PDF and DOCX links)",
    responses: { 200: creditMemoResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },
  postActivityByIdGenerateCustomDocumentWithPresignedUrl: {
    ...onLoan,
    summary: 'A custom document on an activity and a signed URL to PUT its file to',
    body: customUploadBodySchema,
    responses: { 200: customUploadSchema, ...errors(400, 401, 403, 404, 409) },
  },
  getActivityByIdDocumentByDocIdPreview: {
    ...admin,
    summary: "What to show of an activity's document in the browser, with a short-lived link",
    params: documentParams,
    // 422: a photo (HEIC) the server cannot decode.
    responses: { 200: documentPreviewSchema, ...errors(400, 401, 403, 404, 422) },
  },
  postActivityDocumentRequestByIdProcessByProcessIdSetRequestSignature: {
    ...signature,
    summary: "Send a document request's upload for e-signature",
    params: signatureProcessParams,
    responses: { 200: sentEnvelopeSchema, ...errors(400, 401, 403, 404, 409) },
  },
  postActivityByIdRequestSignature: {
    ...signature,
    summary: "Send an activity's generated PDF for e-signature",
    params: idParamsSchema,
    responses: { 200: sentEnvelopeSchema, ...errors(400, 401, 403, 404, 409) },
  },
});

// The activity endpoints (000 §7, staff view; admin only): lists and the page, create, the state
// actions, archive, uploads and their processing, envelope status, downloads, document review and
// the good-faith deposit.
import { z } from 'zod';
import { addActivitySchema } from '../activity/add-activity';
import {
  acceptUploadBodySchema,
  activityAllQuery,
  activityArchivedSchema,
  activityDocumentParams,
  activityPageQuery,
  activityPageSchema,
  activityResponseSchema,
  envelopeStatusSchema,
  linkResponseSchema,
  presignedUploadBodySchema,
  presignedUploadSchema,
  processParams,
  rejectUploadBodySchema,
  setNextStateBodySchema,
  stateResponseSchema,
  systemDocumentGroupSchema,
} from '../api/activity';
import { idParamsSchema } from '../api/error-body';
import { gfdAcceptSchema } from '../forms/document-values';
import { activityPaths } from './activity-paths';
import { defineEndpoints, errors } from './endpoint';
import { headerPaged } from './paging';

const admin = { tags: ['activity'], access: 'admin' } as const;
const activityList = z.array(activityResponseSchema);
const onActivity = (summary: string) =>
  ({
    ...admin,
    summary,
    params: idParamsSchema,
    responses: { 200: stateResponseSchema, ...errors(400, 401, 403, 404, 409) },
  }) as const;
const review = (summary: string, body: typeof acceptUploadBodySchema | typeof rejectUploadBodySchema) =>
  ({
    ...admin,
    summary,
    params: processParams,
    body,
    responses: { 200: activityResponseSchema, ...errors(400, 401, 403, 404, 409) },
  }) as const;

export const activityEndpoints = defineEndpoints(activityPaths, {
  getActivityAll: {
    ...admin,
    summary: 'Every activity, filtered',
    ...headerPaged(activityAllQuery),
    responses: { 200: activityList, ...errors(400, 401, 403) },
  },
  getActivityPage: {
    ...admin,
    summary: 'One page of activities (earliest due first) and the cursor of the next page',
    query: activityPageQuery,
    responses: { 200: activityPageSchema, ...errors(400, 401, 403) },
  },
  getActivityLoanByIdAll: {
    ...admin,
    summary: "A loan's activities",
    params: idParamsSchema,
    ...headerPaged(),
    responses: { 200: activityList, ...errors(400, 401, 403, 404) },
  },
  getActivityLoanByIdDocumentRequestAll: {
    ...admin,
    summary: "A loan's document requests",
    params: idParamsSchema,
    ...headerPaged(),
    responses: { 200: activityList, ...errors(400, 401, 403, 404) },
  },
  getActivityLoanByIdSystemDocumentsAll: {
    ...admin,
    summary: "A loan's system documents, grouped",
    params: idParamsSchema,
    ...headerPaged(),
    responses: { 200: z.array(systemDocumentGroupSchema), ...errors(400, 401, 403, 404) },
  },
  postActivity: {
    ...admin,
    summary: 'Create an activity (on a loan or on its own)',
    body: addActivitySchema,
    responses: { 201: activityResponseSchema, ...errors(400, 401, 403, 404) },
  },
  postActivityByIdPause: onActivity('Pause an activity'),
  postActivityByIdResume: onActivity('Resume a paused activity'),
  postActivityByIdRestart: onActivity('Restart an activity'),
  postActivityByIdSetNextState: {
    ...onActivity('Move an activity to its next state'),
    body: setNextStateBodySchema,
  },
  postActivityByIdSetArchived: {
    ...admin,
    summary: 'Archive an activity',
    params: idParamsSchema,
    responses: { 200: activityArchivedSchema, ...errors(400, 401, 403, 404, 409) },
  },
  postActivityByIdGenerateDocumentWithPresignedUrl: {
    ...admin,
    summary: "A document on an activity's process and a signed URL to PUT its file to",
    params: idParamsSchema,
    body: presignedUploadBodySchema,
    responses: { 200: presignedUploadSchema, ...errors(400, 401, 403, 404, 409, 413) },
  },
  postActivityByIdProcessByProcessIdRun: {
    ...admin,
    summary: "Run a process once its file is uploaded (the activity's next step)",
    params: processParams,
    responses: { 200: activityResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },
  getActivityEnvelopeStatusById: {
    ...admin,
    summary: "An e-signature activity's envelope status",
    params: idParamsSchema,
    responses: { 200: envelopeStatusSchema, ...errors(400, 401, 403, 404) },
  },
  getActivityByIdDocumentByDocIdDownload: {
    ...admin,
    summary: "A short-lived link to an activity's document",
    params: activityDocumentParams,
    responses: { 200: linkResponseSchema, ...errors(400, 401, 403, 404) },
  },
  postActivityDocumentRequestByIdProcessByProcessIdSetAccepted: review(
    "Accept a document request's upload",
    acceptUploadBodySchema,
  ),
  postActivityDocumentRequestByIdProcessByProcessIdSetRejected: review(
    "Reject a document request's upload, with the reason",
    rejectUploadBodySchema,
  ),
  postActivityGfdByIdSetAccepted: {
    ...onActivity('Accept a good-faith deposit'),
    body: gfdAcceptSchema,
  },
});

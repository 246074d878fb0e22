// The personal area's and the broker area's endpoints (000 §7, 001 §7, 002 §2.2-2.3, §5): a
// borrower or broker reads and changes their own records ('owner' / 'broker-owner'); staff reach
// every record and pass `user-email` to see the area as that person does.
import { z } from 'zod';
import { borrowerUpdateSchema, contactUpdateSchema } from '../api/borrower';
import {
  applicationDownloadSchema,
  applicationDraftBody,
  applicationParams,
  applicationResponse,
  applicationSubmissionSchema,
} from '../api/application-wizard';
import {
  messageResponseSchema,
  personalActivityParams,
  personalActivitySchema,
  personalAddContactParams,
  personalAuthSchema,
  personalBorrowerSchema,
  personalContactSchema,
  personalDocumentParams,
  personalDownloadResponse,
  personalIdParams,
  personalLoanSchema,
  personalPreviewResponse,
  personalUploadBody,
  personalUploadResponse,
  userEmailQuery,
} from '../api/personal';
import { versionField } from '../api/versioning';
import { personalToDoSchema } from '../personal/to-do-schema';
import { defineEndpoints, errors } from './endpoint';
import { headerPaged } from './paging';
import { personalPaths } from './personal-paths';

const personal = { tags: ['personal'], access: 'owner', query: userEmailQuery } as const;
const broker = { tags: ['broker'], access: 'broker-owner', query: userEmailQuery } as const;
const readErrors = errors(400, 401, 403, 404);
const activities = { 200: z.array(personalActivitySchema), ...errors(400, 401, 403, 404) } as const;
const runAnswer = {
  200: personalActivitySchema.partial({ actions: true }),
  ...errors(400, 401, 403, 404, 409),
} as const;

// The run's path names the process `:pid` (personal) or `:processId` (broker), as the spec does:
// an object with the two named keys (a z.record was once published as parameters named `type`
// and `additionalProperties`, issue 22).
const personalRunParams = z.object({ id: z.string().max(64), pid: z.string().max(64) });
const brokerRunParams = z.object({ id: z.string().max(64), processId: z.string().max(64) });

/** Upload, run, download and preview, the same in both areas. */
const documentEndpoints = <A extends typeof personal | typeof broker, R extends z.ZodType>(
  area: A,
  runParams: R,
) =>
  ({
    upload: {
      ...area,
      summary: 'A link to upload a file into one of your activities (PUT the file to it, then run)',
      params: personalActivityParams,
      body: personalUploadBody,
      responses: { 200: personalUploadResponse, ...errors(400, 401, 403, 404, 409) },
    },
    run: {
      ...area,
      summary: 'Process an uploaded file of one of your activities',
      params: runParams,
      responses: runAnswer,
    },
    download: {
      ...area,
      summary: 'A short-lived link to download a file of one of your activities',
      params: personalDocumentParams,
      responses: { 200: personalDownloadResponse, ...errors(400, 401, 403, 404) },
    },
    preview: {
      ...area,
      summary: 'The preview of a file of one of your activities (PDF, image, HEIC as JPEG)',
      params: personalDocumentParams,
      responses: { 200: personalPreviewResponse, ...errors(400, 401, 403, 404) },
    },
  }) as const;
const personalDocuments = documentEndpoints(personal, personalRunParams);
const brokerDocuments = documentEndpoints(broker, brokerRunParams);

export const personalEndpoints = defineEndpoints(personalPaths, {
  getPersonalAuth: {
    ...personal,
    summary: 'Who you are in the personal area: your borrower or contact, and whom you act for',
    responses: { 200: personalAuthSchema, ...errors(400, 401, 403, 404) },
  },
  getPersonalToDo: {
    ...personal,
    summary: "Your whole 'What to do now' list across your loans, in one answer (issue 21)",
    responses: { 200: personalToDoSchema, ...errors(400, 401, 403, 404) },
  },
  getPersonalBorrowerById: {
    ...personal,
    summary: 'A borrower you may see, with their loans',
    params: personalIdParams,
    responses: { 200: personalBorrowerSchema, ...readErrors },
  },
  getPersonalBorrowerByIdActivities: {
    ...personal,
    summary: "A borrower's own activities (application, document requests)",
    params: personalIdParams,
    ...headerPaged(userEmailQuery),
    responses: activities,
  },
  getPersonalLoanById: {
    ...personal,
    summary: 'One of your loans',
    params: personalIdParams,
    responses: { 200: personalLoanSchema, ...readErrors },
  },
  getPersonalLoanByIdActivities: {
    ...personal,
    summary: "One of your loans' activities",
    params: personalIdParams,
    ...headerPaged(userEmailQuery),
    responses: activities,
  },
  getPersonalLoanByIdContacts: {
    ...personal,
    summary: "One of your loans' contacts",
    params: personalIdParams,
    ...headerPaged(userEmailQuery),
    responses: { 200: z.array(personalContactSchema), ...readErrors },
  },
  putPersonalBorrowerUpdateById: {
    ...personal,
    summary: 'Change your borrower details (with the version read)',
    params: personalIdParams,
    body: borrowerUpdateSchema.extend({ version: versionField }),
    responses: { 200: personalBorrowerSchema, ...errors(400, 401, 403, 404, 409) },
  },
  putPersonalContactUpdateById: {
    ...personal,
    summary: 'Change your contact details (with the version read)',
    params: personalIdParams,
    body: contactUpdateSchema.extend({ version: versionField }),
    responses: { 200: personalContactSchema, ...errors(400, 401, 403, 404, 409) },
  },
  putPersonalLoanByIdAddContactByContactId: {
    ...personal,
    summary: 'Add a contact to one of your loans',
    params: personalAddContactParams,
    responses: { 200: messageResponseSchema, ...errors(400, 401, 403, 404, 409) },
  },
  getPersonalApplication: {
    ...personal,
    summary: 'An application: its answers, files and state',
    params: applicationParams,
    responses: { 200: applicationResponse, ...errors(400, 401, 403, 404, 409) },
  },
  putPersonalApplication: {
    ...personal,
    summary: "Save an application's draft (one section, with the version read)",
    params: applicationParams,
    body: applicationDraftBody,
    responses: { 200: applicationResponse, ...errors(400, 401, 403, 404, 409, 413) },
  },
  postPersonalApplication: {
    ...personal,
    summary: 'Submit an application (completes its activity)',
    params: applicationParams,
    body: applicationSubmissionSchema,
    responses: { 200: applicationResponse, ...errors(400, 401, 403, 404, 409, 413) },
  },
  getPersonalApplicationDownload: {
    ...personal,
    summary: 'A 15-minute link to the submitted application as a PDF',
    params: applicationParams,
    responses: { 200: applicationDownloadSchema, ...errors(400, 401, 403, 404, 409) },
  },
  postPersonalUploadLink: personalDocuments.upload,
  postPersonalProcessRun: personalDocuments.run,
  getPersonalDocumentDownload: personalDocuments.download,
  getPersonalDocumentPreview: personalDocuments.preview,
  getBrokerAuth: {
    ...broker,
    summary: 'Who you are in the broker area: your contact, and whom you act for',
    responses: { 200: personalAuthSchema, ...errors(400, 401, 403, 404) },
  },
  getBrokerAll: {
    ...broker,
    summary: "Your contact's loans",
    ...headerPaged(userEmailQuery),
    responses: { 200: z.array(personalLoanSchema), ...errors(400, 401, 403, 404) },
  },
  getBrokerLoanById: {
    ...broker,
    summary: "One of your contact's loans",
    params: personalIdParams,
    responses: { 200: personalLoanSchema, ...readErrors },
  },
  getBrokerLoanByIdActivities: {
    ...broker,
    summary: "One of your contact's loans' activities",
    params: personalIdParams,
    ...headerPaged(userEmailQuery),
    responses: activities,
  },
  getBrokerById: {
    ...broker,
    summary: 'A broker contact, with their loans',
    params: personalIdParams,
    responses: {
      200: personalContactSchema.extend({ loans: z.array(personalLoanSchema) }),
      ...readErrors,
    },
  },
  postBrokerUploadLink: brokerDocuments.upload,
  postBrokerProcessRun: brokerDocuments.run,
  getBrokerDocumentDownload: brokerDocuments.download,
  getBrokerDocumentPreview: brokerDocuments.preview,
});

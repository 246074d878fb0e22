// The loan assistant's threads (001 §7, staff only: borrowers and brokers have no chat) and the
// activity templates (001 §7), with the DOCX templates of the generated documents (term sheet,
// commitment, board review) staff download, edit in Word and upload again.
import { z } from 'zod';
import { DOCUMENT_ACTIVITY_TYPES } from '../activity/activity-type';
import { activityResponseSchema } from '../api/activity';
import {
  fromTemplateParams,
  fromTemplateQuery,
  templateFileQuery,
  templateFileSchema,
  templateIdParams,
  templateSchema,
} from '../api/activity-templates';
import { versionField } from '../api/versioning';
import {
  assistantModeSchema,
  messageSchema,
  newThreadBody,
  retrievalInfoParams,
  retrievalInfoSchema,
  threadListQuery,
  threadLoanParams,
  threadParams,
  threadQueryParams,
  threadQuerySchema,
  threadSchema,
  threadsOfLoanParams,
} from '../documents-intelligence/wire';
import { templatePayloadSchema } from '../forms/document-values';
import { defineEndpoints, errors } from './endpoint';
import { headerPaged } from './paging';
import { threadPaths } from './thread-paths';

const threads = { tags: ['thread'], access: 'admin' } as const;
const templates = { tags: ['activity-templates'], access: 'admin' } as const;
const threadAnswer = { 200: threadSchema, ...errors(400, 401, 403, 404) } as const;
const kindParams = z.object({ kind: z.enum(DOCUMENT_ACTIVITY_TYPES) });
const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const threadEndpoints = defineEndpoints(threadPaths, {
  getThreadAssistantMode: {
    ...threads,
    summary: 'How the assistant answers here: a model or offline, hybrid or full-text retrieval',
    responses: { 200: assistantModeSchema, ...errors(401, 403) },
  },
  getThreadsOfLoan: {
    ...threads,
    summary: "A loan's threads (archived ones on request)",
    params: threadsOfLoanParams,
    ...headerPaged(threadListQuery),
    responses: { 200: z.array(threadSchema), ...errors(400, 401, 403, 404) },
  },
  getThreadById: {
    ...threads,
    summary: 'One thread with its messages',
    params: threadParams,
    responses: threadAnswer,
  },
  postThreadCreate: {
    ...threads,
    summary: 'Start a thread about a loan',
    params: threadsOfLoanParams,
    body: newThreadBody,
    responses: { 201: threadSchema, ...errors(400, 401, 403, 404) },
  },
  postThreadQuery: {
    ...threads,
    summary: "Ask the assistant about a loan: its answer, grounded in the loan's documents",
    description:
      'With `Accept: text/event-stream` the answer streams as server-sent events (the stored message last); otherwise the stored message answers as JSON.',
    params: threadQueryParams,
    body: threadQuerySchema,
    responses: { 200: messageSchema, ...errors(400, 401, 403, 404, 409) },
  },
  getThreadRetrievalInfo: {
    ...threads,
    summary: 'Where an answer came from: the passage of the document it cites',
    params: retrievalInfoParams,
    responses: { 200: retrievalInfoSchema, ...errors(400, 401, 403, 404) },
  },
  putThreadArchive: {
    ...threads,
    summary: 'Archive a thread',
    params: threadParams,
    responses: threadAnswer,
  },
  putThreadActivate: {
    ...threads,
    summary: 'Bring an archived thread back',
    params: threadParams,
    responses: threadAnswer,
  },
  postThreadAddLoan: {
    ...threads,
    summary: 'Add a loan to a thread',
    params: threadLoanParams,
    responses: { 200: threadSchema, ...errors(400, 401, 403, 404, 409) },
  },
  deleteThreadRemoveLoan: {
    ...threads,
    summary: 'Remove a loan from a thread',
    params: threadLoanParams,
    responses: { 200: threadSchema, ...errors(400, 401, 403, 404, 409) },
  },
  getActivityTemplates: {
    ...templates,
    summary: 'Every activity template',
    ...headerPaged(),
    responses: { 200: z.array(templateSchema), ...errors(401, 403) },
  },
  postActivityTemplate: {
    ...templates,
    summary: 'Create an activity template',
    body: templatePayloadSchema,
    responses: { 201: templateSchema, ...errors(400, 401, 403) },
  },
  putActivityTemplate: {
    ...templates,
    summary: 'Change an activity template (with the version read)',
    params: templateIdParams,
    body: templatePayloadSchema.extend({ version: versionField }),
    responses: { 200: templateSchema, ...errors(400, 401, 403, 404, 409) },
  },
  postDocumentRequestFromTemplate: {
    ...templates,
    summary: 'Ask a borrower or contact for a document, from a template',
    params: fromTemplateParams,
    query: fromTemplateQuery,
    responses: { 201: activityResponseSchema, ...errors(400, 401, 403, 404) },
  },
  getDocumentTemplateFile: {
    ...templates,
    summary: "A generated document's DOCX template, to edit in Word",
    params: kindParams,
    responses: {
      200: z.string().meta({ format: 'binary', contentMediaType: docx, description: 'The DOCX file' }),
      ...errors(400, 401, 403),
    },
  },
  putDocumentTemplateFile: {
    ...templates,
    summary: "Replace a generated document's DOCX template",
    description:
      'The DOCX as the raw body, or as the one file of a multipart/form-data body (at most 10 MB; larger answers 413).',
    params: kindParams,
    query: templateFileQuery,
    responses: { 200: templateFileSchema, ...errors(400, 401, 403, 413) },
  },
});

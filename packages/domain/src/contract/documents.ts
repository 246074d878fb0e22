// The generated-document endpoints (admin only): the term sheet, commitment and board review
// activities (000 §7: get-values, update, generate, get-google-docs, download, send, set/{state};
// each kind's update body is its values schema, every field optional), the board review's
// create-main-activity (takes the LOAN id: Complete Underwriting, 001 §4), and the custom
// documents (002 §7, whose values carry the activity's version).
import type { z } from 'zod';
import { stateResponseSchema } from '../api/activity';
import {
  customDocumentGeneratedSchema,
  customDocumentSentSchema,
  customValuesSchema,
  customValuesUpdateBody,
  customValuesUpdateSchema,
  documentLinksSchema,
  documentValuesSchema,
  documentValuesUpdateSchema,
  generatedDocumentSchema,
  mainActivityCreatedSchema,
  sendDocumentBodySchema,
  sentDocumentSchema,
} from '../api/document-activity';
import { idParamsSchema } from '../api/error-body';
import {
  boardReviewValuesSchema,
  commitmentValuesSchema,
  termSheetValuesSchema,
} from '../forms/document-values';
import { defineEndpoints, errors } from './endpoint';
import { documentsPaths } from './documents-paths';

const admin = { tags: ['documents'], access: 'admin', params: idParamsSchema } as const;
const read = errors(400, 401, 403, 404);
/** A change answers 409 when the activity's state (or version) does not allow it. */
const change = errors(400, 401, 403, 404, 409);

/** The calls of one generated-document kind, summaries naming it. */
const kindSpecs = <V extends z.ZodObject>(name: string, values: V) => ({
  getValues: {
    ...admin,
    summary: `The ${name}'s values: what the document is filled with`,
    responses: { 200: documentValuesSchema, ...read },
  },
  update: {
    ...admin,
    summary: `Change some of the ${name}'s values`,
    body: values.partial(),
    responses: { 200: documentValuesUpdateSchema, ...change },
  },
  generate: {
    ...admin,
    summary: `Fill the ${name}'s template into DOCX and PDF`,
    responses: { 200: generatedDocumentSchema, ...change },
  },
  googleDocs: {
    ...admin,
    summary: `Expiring links to the generated ${name} (PDF and DOCX)`,
    responses: { 200: documentLinksSchema, ...read },
  },
  download: {
    ...admin,
    summary: `Expiring download links to the generated ${name}`,
    responses: { 200: documentLinksSchema, ...read },
  },
  send: {
    ...admin,
    summary: `Mail the generated ${name} (to the borrower unless \`to\` names someone)`,
    body: sendDocumentBodySchema,
    responses: { 200: sentDocumentSchema, ...change },
  },
  mark: (state: string) => ({
    ...admin,
    summary: `Mark the ${name} ${state}`,
    responses: { 200: stateResponseSchema, ...change },
  }),
});

const termSheet = kindSpecs('term sheet', termSheetValuesSchema);
const commitment = kindSpecs('commitment', commitmentValuesSchema);
const boardReview = kindSpecs('board review', boardReviewValuesSchema);

export const documentsEndpoints = defineEndpoints(documentsPaths, {
  getTermSheetByIdGetValues: termSheet.getValues,
  putTermSheetByIdUpdate: termSheet.update,
  postTermSheetByIdGenerate: termSheet.generate,
  getTermSheetByIdGetGoogleDocs: termSheet.googleDocs,
  getTermSheetByIdDownload: termSheet.download,
  postTermSheetByIdSend: termSheet.send,
  postTermSheetByIdSetSent: termSheet.mark('sent'),
  postTermSheetByIdSetSigned: termSheet.mark('signed'),
  postTermSheetByIdSetVerified: termSheet.mark('verified'),
  postTermSheetByIdSetAccepted: termSheet.mark('accepted'),
  getCommitmentByIdGetValues: commitment.getValues,
  putCommitmentByIdUpdate: commitment.update,
  postCommitmentByIdGenerate: commitment.generate,
  getCommitmentByIdGetGoogleDocs: commitment.googleDocs,
  getCommitmentByIdDownload: commitment.download,
  postCommitmentByIdSend: commitment.send,
  postCommitmentByIdSetSent: commitment.mark('sent'),
  postCommitmentByIdSetSigned: commitment.mark('signed'),
  postCommitmentByIdSetVerified: commitment.mark('verified'),
  postCommitmentByIdSetAccepted: commitment.mark('accepted'),
  getBoardReviewByIdGetValues: boardReview.getValues,
  putBoardReviewByIdUpdate: boardReview.update,
  postBoardReviewByIdGenerate: boardReview.generate,
  getBoardReviewByIdGetGoogleDocs: boardReview.googleDocs,
  getBoardReviewByIdDownload: boardReview.download,
  postBoardReviewByIdSend: boardReview.send,
  postBoardReviewByIdSetAccepted: boardReview.mark('accepted'),
  postBoardReviewByIdCreateMainActivity: {
    ...admin,
    summary: "Complete Underwriting: open the loan's board review (takes the loan id)",
    responses: { 201: mainActivityCreatedSchema, ...change },
  },
  getCustomDocumentByIdGetValues: {
    ...admin,
    summary: "A custom document's values, with the activity's version",
    responses: { 200: customValuesSchema, ...read },
  },
  putCustomDocumentByIdUpdate: {
    ...admin,
    summary: "Change some of a custom document's values (with the version read; a stale one answers 409)",
    body: customValuesUpdateBody,
    responses: { 200: customValuesUpdateSchema, ...change },
  },
  postCustomDocumentByIdGenerate: {
    ...admin,
    summary: "Fill the custom document's template into DOCX and PDF",
    responses: { 200: customDocumentGeneratedSchema, ...change },
  },
  getCustomDocumentByIdGetGoogleDocs: {
    ...admin,
    summary: 'Expiring links to the generated custom document (PDF and DOCX)',
    responses: { 200: documentLinksSchema, ...read },
  },
  postCustomDocumentByIdSend: {
    ...admin,
    summary: 'Mail the generated custom document (to the borrower unless `to` names someone)',
    body: sendDocumentBodySchema,
    responses: { 200: customDocumentSentSchema, ...change },
  },
});

// The /loan endpoints (spec 000 §7; admin only, 000 §6): lists, page, summary, map, detail,
// update, archive, restore, links, score and document requests.
import { z } from 'zod';
import {
  archiveBodySchema,
  loanIdParams,
  loanLinkParams,
  loanMapQuery,
  loanMapSchema,
  loanPageQuery,
  loanPageSchema,
  loanSummaryQuerySchema,
  loanSummarySchema,
  loanUpdateBodySchema,
  requestDocumentsResultSchema,
} from '../api/loan';
import { loanListSchema, loanSchema } from '../api/loan-entity';
import { requestDocumentsSchema } from '../loan/loan-options';
import { loanScoreWire } from '../scoring/scoring-wire';
import { defineEndpoints, errors } from './endpoint';
import { headerPaged } from './paging';
import { loanPaths } from './loan-paths';

const admin = { tags: ['loan'], access: 'admin' } as const;
// A list answers 304 to a matching If-None-Match (loan-stream.ts).
const list = (summary: string) =>
  ({ ...admin, summary, responses: { 200: loanListSchema, 304: z.null(), ...errors(401, 403) } }) as const;
const linkParams = { bid: loanLinkParams('bid'), cid: loanLinkParams('cid') };
const loanAnswer = { 200: loanSchema, ...errors(400, 401, 403, 404, 409) };

export const loanEndpoints = defineEndpoints(loanPaths, {
  getLoanAll: list('Every non-archived loan, in any status (amount descending), streamed'),
  getLoanPortfolio: {
    ...list('Funded and Paid-Off loans that are not archived, streamed whole or paged'),
    ...headerPaged(),
  },
  getLoanAllArchive: { ...list('Archived loans, streamed whole or paged'), ...headerPaged() },
  getLoanPage: {
    ...admin,
    summary: 'One page of loans (keyset cursor), pinned loans first, with the total',
    description:
      'Sorted, filtered and searched by the server; the cursor is valid only with the same filters.',
    query: loanPageQuery,
    responses: { 200: loanPageSchema, ...errors(400, 401, 403) },
  },
  getLoanSummary: {
    ...admin,
    summary: 'Status cards and value cards of a loan list, computed in SQL',
    query: loanSummaryQuerySchema,
    responses: { 200: loanSummarySchema, ...errors(400, 401, 403) },
  },
  getLoanMap: {
    ...admin,
    summary: 'The loans of a list on the map: loans in the box when few, grid clusters when many',
    query: loanMapQuery,
    responses: { 200: loanMapSchema, ...errors(400, 401, 403) },
  },
  getLoanById: {
    ...admin,
    summary: 'One loan by its id or human id',
    params: loanIdParams,
    responses: { 200: loanSchema, ...errors(400, 401, 403, 404) },
  },
  putLoanByIdUpdate: {
    ...admin,
    summary: "Change a loan's request details (changed fields only, with the version read)",
    params: loanIdParams,
    body: loanUpdateBodySchema,
    responses: loanAnswer,
  },
  putLoanByIdArchive: {
    ...admin,
    summary: 'Archive a loan (for a number of days, or rejected with a reason)',
    params: loanIdParams,
    body: archiveBodySchema,
    responses: loanAnswer,
  },
  putLoanByIdRestore: {
    ...admin,
    summary: 'Bring an archived loan back',
    params: loanIdParams,
    responses: loanAnswer,
  },
  postLoanByIdAddBorrowerByBid: {
    ...admin,
    summary: 'Link a borrower to a loan',
    params: linkParams.bid,
    responses: loanAnswer,
  },
  putLoanByIdAddContactByCid: {
    ...admin,
    summary: 'Link a contact to a loan',
    params: linkParams.cid,
    responses: loanAnswer,
  },
  putLoanByIdRemoveBorrowerByBid: {
    ...admin,
    summary: 'Unlink a borrower from a loan',
    params: linkParams.bid,
    responses: loanAnswer,
  },
  putLoanByIdRemoveContactByCid: {
    ...admin,
    summary: 'Unlink a contact from a loan',
    params: linkParams.cid,
    responses: loanAnswer,
  },
  getLoanByIdGetScore: {
    ...admin,
    summary: "A loan's stored score with its details",
    params: loanIdParams,
    responses: { 200: loanScoreWire, ...errors(400, 401, 403, 404) },
  },
  putLoanByIdCalculateScore: {
    ...admin,
    summary: "Recalculate a loan's score with the active model",
    params: loanIdParams,
    responses: { 200: loanScoreWire, ...errors(400, 401, 403, 404) },
  },
  putLoanByIdCreateDocumentRequests: {
    ...admin,
    summary: 'Create the document requests ticked for a loan',
    params: loanIdParams,
    body: requestDocumentsSchema.strict().nullish(),
    responses: { 200: requestDocumentsResultSchema, ...errors(400, 401, 403, 404) },
  },
});

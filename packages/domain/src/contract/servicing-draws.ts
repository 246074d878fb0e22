// The servicing endpoints added after the ledger (issue 19 items 1, 3, 4, 6): staff edit and confirm
// the boarded terms; the loan's borrowers, brokers and staff ask for draws and attach photos and
// invoices; only admins approve, fund or reject; statements are listed and downloaded; GET
// /servicing/mine gives the signed-in borrower or broker one card per boarded loan.
import {
  servicingDrawApproveBody,
  servicingDrawBody,
  servicingDrawFileParams,
  servicingDrawFundBody,
  servicingDrawInspectionBody,
  servicingDrawInspectionResultBody,
  servicingDrawParams,
  servicingDrawRejectBody,
  servicingDrawsWire,
  servicingDrawWire,
  servicingMineWire,
  servicingStatementParams,
  servicingStatementsWire,
  servicingTermsBody,
} from '../servicing/servicing-draws-wire';
import { servicingLoanParams, servicingSummaryWire } from '../servicing/servicing-wire';
import { defineEndpoints, errors } from './endpoint';
import { fileAnswer, uploadBody, uploadDescription } from './servicing-files';
import { servicingDrawPaths } from './servicing-paths';

const tags = ['servicing'];
const admin = { tags, access: 'admin' } as const;
const own = { tags, access: 'owner' } as const;
const decision = { 200: servicingDrawWire, ...errors(400, 401, 403, 404, 409) };

export const servicingDrawEndpoints = defineEndpoints(servicingDrawPaths, {
  getServicingMine: {
    ...own,
    summary: 'Your boarded loans, one card each: balances, next due, statements, draws left',
    responses: { 200: servicingMineWire, ...errors(401, 403) },
  },
  putServicingLoanByLoanIdTerms: {
    ...admin,
    summary: 'Edit the boarded terms before they are confirmed',
    params: servicingLoanParams,
    body: servicingTermsBody,
    responses: { 200: servicingSummaryWire, ...errors(400, 401, 403, 404, 409) },
  },
  postServicingLoanByLoanIdConfirm: {
    ...admin,
    summary: 'Confirm the boarded terms',
    params: servicingLoanParams,
    responses: { 200: servicingSummaryWire, ...errors(400, 401, 403, 404, 409) },
  },
  getServicingLoanByLoanIdDraws: {
    ...own,
    summary: 'The construction budget with what is drawn and left per line, and the draws',
    params: servicingLoanParams,
    responses: { 200: servicingDrawsWire, ...errors(400, 401, 403, 404) },
  },
  postServicingLoanByLoanIdDraws: {
    ...own,
    summary: 'Ask for a draw on budget lines, with a note',
    description: "Another's loan answers 404 before the body is read.",
    params: servicingLoanParams,
    body: servicingDrawBody,
    responses: { 200: servicingDrawWire, ...errors(400, 401, 403, 404, 409) },
  },
  putServicingLoanByLoanIdDrawsByDrawIdApprove: {
    ...admin,
    summary: 'Approve a requested draw, all of it or part (amount)',
    params: servicingDrawParams,
    body: servicingDrawApproveBody,
    responses: decision,
  },
  putServicingLoanByLoanIdDrawsByDrawIdFund: {
    ...admin,
    summary: 'Fund an approved draw from the holdback on a date',
    params: servicingDrawParams,
    body: servicingDrawFundBody,
    responses: decision,
  },
  putServicingLoanByLoanIdDrawsByDrawIdReject: {
    ...admin,
    summary: 'Reject a requested draw, with the reason',
    params: servicingDrawParams,
    body: servicingDrawRejectBody,
    responses: decision,
  },
  postServicingLoanByLoanIdDrawsByDrawIdInspection: {
    ...admin,
    summary: "Order a draw's inspection: an internal Inspection activity on the loan",
    description:
      'The draw must be requested or approved; a new inspection may be ordered when the last one was rejected. ' +
      "Funding waits for the inspection's activity to be done (409 before), and a draw without one is " +
      "funded only when the loan's terms say no inspection is required.",
    params: servicingDrawParams,
    body: servicingDrawInspectionBody,
    responses: decision,
  },
  putServicingLoanByLoanIdDrawsByDrawIdInspection: {
    ...admin,
    summary: "Record the draw's inspection: done (the draw may be funded) or rejected, with a note",
    params: servicingDrawParams,
    body: servicingDrawInspectionResultBody,
    responses: decision,
  },
  postServicingLoanByLoanIdDrawsByDrawIdFiles: {
    ...own,
    summary: 'Attach a photo or an invoice (PDF, JPEG, PNG or HEIC, up to 10 MB) to a draw',
    description: uploadDescription('the photo or invoice'),
    body: uploadBody('the photo or invoice'),
    params: servicingDrawParams,
    responses: { 200: servicingDrawWire, ...errors(400, 401, 403, 404, 409, 413) },
  },
  getServicingLoanByLoanIdDrawsByDrawIdFilesByFileId: {
    ...own,
    summary: "A draw's photo or invoice",
    params: servicingDrawFileParams,
    responses: {
      200: fileAnswer('application/octet-stream', 'The file, with its own content type'),
      ...errors(400, 401, 403, 404),
    },
  },
  getServicingLoanByLoanIdStatements: {
    ...own,
    summary: "A boarded loan's monthly statements",
    params: servicingLoanParams,
    responses: { 200: servicingStatementsWire, ...errors(400, 401, 403, 404) },
  },
  getServicingLoanByLoanIdStatementsByStatementId: {
    ...own,
    summary: 'A monthly statement as PDF',
    params: servicingStatementParams,
    responses: { 200: fileAnswer('application/pdf', 'The statement'), ...errors(400, 401, 403, 404) },
  },
});

// The servicing endpoints (issue 19 "The contract"): the ledger's (schedule preview, portfolio,
// boarding, summary, schedule, ledger, payoff quote and letter, payments and reversals) and the
// extension, default and suspense calls; the draws', rates' and ACH's are joined in from their
// files. Admins see every boarded loan; a borrower or broker ('owner') only their own: another's
// loan answers 404 without a hint that it exists.
import { schedulePreviewBody, schedulePreviewWire } from '../servicing/schedule-wire';
import {
  servicingDateBody,
  servicingExtensionParams,
  servicingExtensionWire,
} from '../servicing/servicing-extension-wire';
import {
  servicingBoardBody,
  servicingFormatQuery,
  servicingLedgerQuery,
  servicingLedgerWire,
  servicingLoanParams,
  servicingPaymentBody,
  servicingPaymentParams,
  servicingPaymentWire,
  servicingPayoffQuery,
  servicingPayoffWire,
  servicingPortfolioWire,
  servicingReverseBody,
  servicingSummaryWire,
} from '../servicing/servicing-wire';
import { defineEndpoints, errors } from './endpoint';
import { servicingAchEndpoints } from './servicing-ach';
import { servicingDrawEndpoints } from './servicing-draws';
import { fileAnswer } from './servicing-files';
import { servicingLedgerPaths } from './servicing-paths';

const tags = ['servicing'];
const admin = { tags, access: 'admin' } as const;
const own = { tags, access: 'owner' } as const;
const csv = 'JSON, or CSV with `format=csv` or `Accept: text/csv` (an attachment).';
/** An admin's change of a boarded loan that answers its summary. */
const summaryAfter = (summary: string) =>
  ({
    ...admin,
    summary,
    params: servicingLoanParams,
    body: servicingDateBody,
    responses: { 200: servicingSummaryWire, ...errors(400, 401, 403, 404, 409) },
  }) as const;

const ledgerEndpoints = defineEndpoints(servicingLedgerPaths, {
  postServicingSchedulePreview: {
    ...admin,
    summary: 'Compute an amortization schedule from terms, without a loan',
    body: schedulePreviewBody,
    responses: { 200: schedulePreviewWire, ...errors(400, 401, 403) },
  },
  getServicingPortfolio: {
    ...admin,
    summary: 'Every Funded boarded loan with its delinquency bucket and maturity, and the totals',
    description: csv,
    query: servicingFormatQuery,
    alternativeMediaTypes: ['text/csv'],
    responses: { 200: servicingPortfolioWire, ...errors(400, 401, 403) },
  },
  postServicingLoanByLoanIdBoard: {
    ...admin,
    summary: 'Board a Funded loan into servicing (terms default to the loan’s own)',
    params: servicingLoanParams,
    body: servicingBoardBody,
    responses: { 200: servicingSummaryWire, ...errors(400, 401, 403, 404, 409) },
  },
  getServicingLoanByLoanId: {
    ...own,
    summary: "A boarded loan's servicing summary: terms, balances, next due, delinquency, payments",
    params: servicingLoanParams,
    responses: { 200: servicingSummaryWire, ...errors(400, 401, 403, 404) },
  },
  getServicingLoanByLoanIdSchedule: {
    ...own,
    summary: "A boarded loan's amortization schedule",
    description: csv,
    params: servicingLoanParams,
    query: servicingFormatQuery,
    alternativeMediaTypes: ['text/csv'],
    responses: { 200: schedulePreviewWire, ...errors(400, 401, 403, 404) },
  },
  getServicingLoanByLoanIdLedger: {
    ...own,
    summary: "One page of a boarded loan's ledger postings, with the balances per account",
    params: servicingLoanParams,
    query: servicingLedgerQuery,
    responses: { 200: servicingLedgerWire, ...errors(400, 401, 403, 404) },
  },
  getServicingLoanByLoanIdPayoff: {
    ...own,
    summary: 'A payoff quote on a date (today when omitted), with the per diem',
    params: servicingLoanParams,
    query: servicingPayoffQuery,
    responses: { 200: servicingPayoffWire, ...errors(400, 401, 403, 404) },
  },
  getServicingLoanByLoanIdPayoffLetter: {
    ...own,
    summary: 'The payoff letter as PDF, good through a date within 90 days',
    params: servicingLoanParams,
    query: servicingPayoffQuery,
    responses: { 200: fileAnswer('application/pdf', 'The payoff letter'), ...errors(400, 401, 403, 404) },
  },
  postServicingLoanByLoanIdPayments: {
    ...admin,
    summary: 'Post a payment (an idempotency key makes a repeat apply nothing twice)',
    params: servicingLoanParams,
    body: servicingPaymentBody,
    responses: { 200: servicingPaymentWire, ...errors(400, 401, 403, 404, 409) },
  },
  postServicingLoanByLoanIdPaymentsByPaymentIdReverse: {
    ...admin,
    summary: 'Reverse a posted payment, with the reason',
    params: servicingPaymentParams,
    body: servicingReverseBody,
    responses: { 200: servicingPaymentWire, ...errors(400, 401, 403, 404, 409) },
  },
  postServicingLoanByLoanIdExtensions: {
    ...admin,
    summary: 'Extend the maturity by the terms’ extension period, charging its fee',
    params: servicingLoanParams,
    body: servicingDateBody,
    responses: { 200: servicingExtensionWire, ...errors(400, 401, 403, 404, 409) },
  },
  getServicingLoanByLoanIdExtensionsByExtensionIdAgreement: {
    ...own,
    summary: "An extension's agreement as PDF",
    params: servicingExtensionParams,
    responses: {
      200: fileAnswer('application/pdf', 'The extension agreement'),
      ...errors(400, 401, 403, 404),
    },
  },
  postServicingLoanByLoanIdDefault: summaryAfter(
    'Put the loan in default from a date (the default rate applies)',
  ),
  postServicingLoanByLoanIdDefaultClear: summaryAfter('Clear the default from a date'),
  postServicingLoanByLoanIdSuspenseApply: summaryAfter('Apply the funds held in suspense to what is owed'),
});

export const servicingEndpoints = {
  ...ledgerEndpoints,
  ...servicingDrawEndpoints,
  ...servicingAchEndpoints,
};

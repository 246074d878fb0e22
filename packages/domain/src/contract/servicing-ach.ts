// The floating-rate and ACH endpoints (issue 19 items 1 and 4): staff enter index values one at a
// time, list them (paged) or load a CSV file; staff set a loan's floating terms and the loan's
// people read them; the loan's borrower or broker asks for a debit from the account linked with
// Plaid; staff download the day's NACHA file, mark the day settled or record a return code.
import {
  achDateQuery,
  achDebitsWire,
  achDebitWire,
  achParams,
  achPaymentBody,
  achReturnBody,
  achSettleBody,
  achSettleWire,
} from '../servicing/ach-wire';
import {
  floatingTermsBody,
  floatingWire,
  indexRateAddedWire,
  indexRateBody,
  indexRatesPageWire,
  indexRatesQuery,
  indexUploadQuery,
  indexUploadWire,
} from '../servicing/floating-wire';
import { servicingLoanParams } from '../servicing/servicing-wire';
import { defineEndpoints, errors } from './endpoint';
import { fileAnswer, uploadBody, uploadDescription } from './servicing-files';
import { servicingAchPaths } from './servicing-paths';

const tags = ['servicing'];
const admin = { tags, access: 'admin' } as const;
const own = { tags, access: 'owner' } as const;

export const servicingAchEndpoints = defineEndpoints(servicingAchPaths, {
  postServicingIndexRates: {
    ...admin,
    summary: "Enter an index's value on a date (floating loans reset from it)",
    body: indexRateBody,
    responses: { 201: indexRateAddedWire, ...errors(400, 401, 403, 409) },
  },
  getServicingIndexRates: {
    ...admin,
    summary: 'One page of index values, newest first, optionally of one index',
    query: indexRatesQuery,
    responses: { 200: indexRatesPageWire, ...errors(400, 401, 403) },
  },
  postServicingIndexRatesUpload: {
    ...admin,
    summary: "Load an index's values from a CSV file of date,value lines",
    description: `${uploadDescription('the CSV file, up to 2 MB')} A bad line answers 400 with each numbered line in \`details\`.`,
    query: indexUploadQuery,
    body: uploadBody('the CSV file of date,value lines'),
    responses: { 200: indexUploadWire, ...errors(400, 401, 403, 413) },
  },
  putServicingLoanByLoanIdFloating: {
    ...admin,
    summary: "Set a loan's floating terms: index, spread, floor and reset day",
    params: servicingLoanParams,
    body: floatingTermsBody,
    responses: { 200: floatingWire, ...errors(400, 401, 403, 404, 409) },
  },
  getServicingLoanByLoanIdFloating: {
    ...own,
    summary: "A loan's rate: fixed, or the index, spread, floor, all-in rate and next reset",
    params: servicingLoanParams,
    responses: { 200: floatingWire, ...errors(400, 401, 403, 404) },
  },
  postServicingLoanByLoanIdAchPayments: {
    ...own,
    summary: 'Pay from the bank account linked with Plaid (an ACH debit on a date)',
    description:
      "Another's loan answers 404 before the body is read. The debit's effective entry date (its `date`) is the " +
      'first banking day on or after the one asked for whose NACHA file is not sent yet: a weekend, a Federal ' +
      "Reserve holiday or a day whose file was already recorded as sent moves it to the next banking day's file.",
    params: servicingLoanParams,
    body: achPaymentBody,
    responses: { 201: achDebitWire, ...errors(400, 401, 403, 404, 409) },
  },
  getServicingLoanByLoanIdAchPayments: {
    ...own,
    summary: "A loan's ACH debits",
    params: servicingLoanParams,
    responses: { 200: achDebitsWire, ...errors(400, 401, 403, 404) },
  },
  getServicingAchNacha: {
    ...admin,
    summary: "The day's pending ACH debits as a NACHA file",
    query: achDateQuery,
    responses: { 200: fileAnswer('text/plain', 'The NACHA file (ASCII)'), ...errors(400, 401, 403) },
  },
  postServicingAchSettle: {
    ...admin,
    summary: "Mark a day's pending debits settled, posting each as an ACH payment",
    body: achSettleBody,
    responses: { 200: achSettleWire, ...errors(400, 401, 403) },
  },
  postServicingAchByAchIdReturn: {
    ...admin,
    summary: 'Record a return code (R01...) on an ACH debit',
    params: achParams,
    body: achReturnBody,
    responses: { 200: achDebitWire, ...errors(400, 401, 403, 404, 409) },
  },
});

// A loan's status steps (001 §5, §7: the progress blocks, funded, paid off, rejected), its data
// points (PUT /data-point/update) and its property (002 §7). Staff only.
import { z } from 'zod';
import {
  fundedParams,
  loanStatusParams,
  loanStatusResponseSchema,
  rejectLoanBodySchema,
} from '../api/loan-status';
import { propertySchema } from '../api/loan-entity';
import { propertyIdParams, propertyPatchSchema } from '../api/property';
import { dataPointSchema, dataPointUpdateSchema } from '../documents-intelligence/wire';
import { paidOffSchema } from '../forms/loan-forms';
import { defineEndpoints, errors } from './endpoint';
import { loanRecordsPaths } from './loan-records-paths';

const status = { tags: ['loan-status'], access: 'admin' } as const;
const statusAnswer = { 200: loanStatusResponseSchema, ...errors(400, 401, 403, 404, 409) } as const;

export const loanRecordsEndpoints = defineEndpoints(loanRecordsPaths, {
  getLoanStatusByLoanId: {
    ...status,
    summary: "A loan's state, its suggested steps and its progress blocks",
    params: loanStatusParams,
    responses: { 200: loanStatusResponseSchema, ...errors(400, 401, 403, 404) },
  },
  postLoanStatusByLoanIdSetFundedByDate: {
    ...status,
    summary: 'Mark a loan funded on a date (YYYY-MM-DD or epoch seconds)',
    params: fundedParams,
    responses: statusAnswer,
  },
  postLoanStatusByLoanIdSetPaidOff: {
    ...status,
    summary: 'Mark a loan paid off, with its payment record',
    params: loanStatusParams,
    body: paidOffSchema,
    responses: statusAnswer,
  },
  postLoanStatusByLoanIdSetRejected: {
    ...status,
    summary: 'Reject a loan, with the reason',
    params: loanStatusParams,
    body: rejectLoanBodySchema,
    responses: statusAnswer,
  },
  putDataPointUpdate: {
    tags: ['data-points'],
    access: 'admin',
    summary: 'Change data points ({data_point_id, value} each); answers the saved points',
    body: dataPointUpdateSchema,
    responses: { 200: z.array(dataPointSchema), ...errors(400, 401, 403, 404, 409) },
  },
  putPropertyByIdUpdate: {
    tags: ['property'],
    access: 'admin',
    summary: "Change a property's fields (the changed ones and the version read)",
    params: propertyIdParams,
    body: propertyPatchSchema,
    responses: { 200: propertySchema, ...errors(400, 401, 403, 404, 409) },
  },
});

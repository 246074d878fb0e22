// Loan status calls (001 §7): the progress blocks and the completion steps, plus reject.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allow } from '../../plugins/access.js';
import { AppError } from '../../plugins/errors.js';
import { actorOf } from '../activity/index.js';
import { INVALID_DATE, paidOffBodySchema, parseFundedDate } from './loan-status.schemas.js';
import { getLoanStatus, rejectLoan, setFunded, setPaidOff } from './loan-status.service.js';
import { messages } from '@lending/domain';

const admin = allow('admin');

const block = z.object({ activity_id: z.string(), state: z.string(), epoch: z.number() }).nullable();

const loanStatusResponseSchema = z.object({
  loan_id: z.string(),
  state: z.string(),
  suggested_steps: z.array(z.string()),
  gfd: z
    .object({
      activity_id: z.string(),
      state: z.string(),
      epoch: z.number(),
      deposit_amount: z.number().nullable(),
      deposit_date: z.number().nullable(),
    })
    .nullable(),
  term_sheet: block,
  board_review: block,
  commitment: block,
  funded: z.object({ funded_date: z.number() }).nullable(),
  paid_off: z.record(z.string(), z.unknown()).nullable(),
  has_board_review: z.boolean(),
  rejection_reason: z.string().nullable(),
  last_update: z.number(),
  version: z.number(),
});

const loanIdParams = z.object({ loanId: z.string().min(1) });

export const loanStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/loan-status/:loanId',
    { preHandler: admin, schema: { params: loanIdParams, response: { 200: loanStatusResponseSchema } } },
    async (request) => getLoanStatus(db, request.params.loanId),
  );

  app.post(
    '/loan-status/:loanId/set/funded/:date',
    {
      preHandler: admin,
      schema: {
        params: loanIdParams.extend({ date: z.string() }),
        response: { 200: loanStatusResponseSchema },
      },
    },
    async (request) => {
      const date = parseFundedDate(request.params.date);
      if (date === null) throw new AppError(400, INVALID_DATE, [{ path: 'date', message: INVALID_DATE }]);
      return setFunded(db, { loanId: request.params.loanId, date, actor: actorOf(request) });
    },
  );

  app.post(
    '/loan-status/:loanId/set/paid-off',
    {
      preHandler: admin,
      schema: { params: loanIdParams, body: paidOffBodySchema, response: { 200: loanStatusResponseSchema } },
    },
    async (request) =>
      setPaidOff(db, { loanId: request.params.loanId, payload: request.body, actor: actorOf(request) }),
  );

  app.post(
    '/loan-status/:loanId/set/rejected',
    {
      preHandler: admin,
      schema: {
        params: loanIdParams,
        body: z.object({ reason: z.string().trim().min(1, messages.required).max(2000) }),
        response: { 200: loanStatusResponseSchema },
      },
    },
    async (request) =>
      rejectLoan(db, { loanId: request.params.loanId, reason: request.body.reason, actor: actorOf(request) }),
  );
};

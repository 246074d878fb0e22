// Loan status calls (001 §7): the progress blocks and the completion steps, plus reject.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/errors';
import { actorOf } from '../../lib/actor';
import { INVALID_DATE, paidOffBodySchema, parseFundedDate } from './loan-status.schemas';
import { getLoanStatus, rejectLoan, setFunded, setPaidOff } from './loan-status.service';
import {
  fundedParams,
  loanStatusParams,
  loanStatusResponseSchema,
  rejectLoanBodySchema,
} from '@lending/domain';

export const loanStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/loan-status/:loanId',
    {
      config: { access: 'admin' },
      schema: { params: loanStatusParams, response: { 200: loanStatusResponseSchema } },
    },
    async (request) => getLoanStatus(db, request.params.loanId, actorOf(request)),
  );

  app.post(
    '/loan-status/:loanId/set/funded/:date',
    {
      config: { access: 'admin' },
      schema: {
        params: fundedParams,
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
      config: { access: 'admin' },
      schema: {
        params: loanStatusParams,
        body: paidOffBodySchema,
        response: { 200: loanStatusResponseSchema },
      },
    },
    async (request) =>
      setPaidOff(db, { loanId: request.params.loanId, payload: request.body, actor: actorOf(request) }),
  );

  app.post(
    '/loan-status/:loanId/set/rejected',
    {
      config: { access: 'admin' },
      schema: {
        params: loanStatusParams,
        body: rejectLoanBodySchema,
        response: { 200: loanStatusResponseSchema },
      },
    },
    async (request) =>
      rejectLoan(db, { loanId: request.params.loanId, reason: request.body.reason, actor: actorOf(request) }),
  );
};

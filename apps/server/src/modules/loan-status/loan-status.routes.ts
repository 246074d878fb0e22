// Loan status calls (001 §7): the progress blocks and the completion steps, plus reject. Declared
// in @lending/domain (contract/loan-records.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@lending/domain';
import { AppError } from '../../plugins/errors';
import { register } from '../../plugins/contract';
import { actorOf } from '../../lib/actor';
import { INVALID_DATE, parseFundedDate } from './loan-status.schemas';
import { getLoanStatus, rejectLoan, setFunded, setPaidOff } from './loan-status.service';

export const loanStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  register(app, endpoints.getLoanStatusByLoanId, async (request) =>
    getLoanStatus(db, request.params.loanId, actorOf(request)),
  );

  register(app, endpoints.postLoanStatusByLoanIdSetFundedByDate, async (request) => {
    const date = parseFundedDate(request.params.date);
    if (date === null) throw new AppError(400, INVALID_DATE, [{ path: 'date', message: INVALID_DATE }]);
    return setFunded(db, { loanId: request.params.loanId, date, actor: actorOf(request) });
  });

  register(app, endpoints.postLoanStatusByLoanIdSetPaidOff, async (request) =>
    setPaidOff(db, { loanId: request.params.loanId, payload: request.body, actor: actorOf(request) }),
  );

  register(app, endpoints.postLoanStatusByLoanIdSetRejected, async (request) =>
    rejectLoan(db, { loanId: request.params.loanId, reason: request.body.reason, actor: actorOf(request) }),
  );
};

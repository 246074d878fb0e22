// The ACH calls (issue 19 item 4). The loan's borrower or broker asks for a debit from the bank
// account linked with Plaid; staff download the day's pending debits as a NACHA file, mark the
// day settled (posting each debit as an ACH payment) or record a return code.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { endpoints } from '@lending/domain';
import { findLoan } from '../../lib/loan-finder';
import { LENDER_NAME } from '../../lib/lender';
import { currentUser } from '../../plugins/auth';
import { register } from '../../plugins/contract';
import { actorOf } from '../activity/index';
import { achDebitsOfLoan, pendingDebitsOn, requestAchDebit, returnAchDebit, settleAchDate } from './ach';
import { nachaFile } from './nacha';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const achRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, plaid, crypto, config } = app.deps;
  const ownLoan = async (request: FastifyRequest, loanId: string) => {
    await findLoan(db, loanId, { for: currentUser(request) });
  };
  /** Another's loan is refused before the body is read (an empty body gets 404, not 400). */
  const ownLoanFirst = async (request: FastifyRequest) => {
    const { loanId } = request.params as { loanId?: string };
    if (loanId && UUID.test(loanId)) await ownLoan(request, loanId);
  };

  register(
    app,
    endpoints.postServicingLoanByLoanIdAchPayments,
    async (request, reply) => {
      await ownLoan(request, request.params.loanId);
      const debit = await requestAchDebit(
        { db, plaid, crypto },
        { loanId: request.params.loanId, body: request.body, actor: actorOf(request) },
      );
      return reply.code(201).send(debit);
    },
    { preValidation: ownLoanFirst },
  );

  register(app, endpoints.getServicingLoanByLoanIdAchPayments, async (request) => {
    await ownLoan(request, request.params.loanId);
    return achDebitsOfLoan(db, request.params.loanId);
  });

  register(app, endpoints.getServicingAchNacha, async (request, reply) => {
    const { date } = request.query;
    const file = nachaFile({
      originator: {
        odfiRouting: config.ACH_ODFI_ROUTING,
        odfiName: config.ACH_ODFI_NAME,
        companyId: config.ACH_COMPANY_ID,
        companyName: LENDER_NAME,
      },
      effectiveDate: date,
      createdAt: new Date(),
      debits: await pendingDebitsOn({ db, crypto }, date),
    });
    return reply
      .header('content-type', 'text/plain; charset=us-ascii')
      .header('content-disposition', `attachment; filename="ACH debits ${date}.ach"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file);
  });

  register(app, endpoints.postServicingAchSettle, async (request) =>
    settleAchDate(db, { date: request.body.date, actor: actorOf(request) }),
  );

  register(app, endpoints.postServicingAchByAchIdReturn, async (request) =>
    returnAchDebit(db, { achId: request.params.achId, code: request.body.code, actor: actorOf(request) }),
  );
};

// The /servicing calls (issue 19 "The contract"). The schedule preview is a pure calculator over
// the body (admin). A boarded loan's summary, schedule, ledger and payoff quote are for admins and
// for the borrowers and brokers of that loan (another's loan answers 404); only admins board,
// post and reverse.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { buildSchedule, endpoints, scheduleTermsOf, scheduleToWire, scheduleCsv } from '@lending/domain';
import { findLoan } from '../../lib/loan-finder';
import { currentUser } from '../../plugins/auth';
import { register } from '../../plugins/contract';
import { actorOf } from '../activity/index';
import { sendFile } from './file-reply';
import { boardLoan } from './servicing-board';
import { payoffLetter } from './servicing-letter';
import { portfolioCsv, servicingPortfolio } from './servicing-portfolio';
import { postPayment, reversePayment, servicingPayoff } from './servicing-payments';
import { servicingLedger, servicingSchedule, servicingSummary } from './servicing.service';

/** CSV when asked for by `format=csv` or by an Accept header naming text/csv. */
const wantsCsv = (request: FastifyRequest) =>
  (request.query as { format?: string }).format === 'csv' ||
  (request.headers.accept ?? '').includes('text/csv');

const sendCsv = (reply: FastifyReply, fileName: string, csv: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .send(csv);

export const servicingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  /** 404 for a loan the signed-in borrower or broker is not on (no hint that it exists). */
  const ownLoan = async (request: FastifyRequest, loanId: string) => {
    await findLoan(db, loanId, { for: currentUser(request) });
  };

  register(app, endpoints.postServicingSchedulePreview, async (request) =>
    scheduleToWire(buildSchedule(scheduleTermsOf(request.body))),
  );

  register(app, endpoints.getServicingPortfolio, async (request, reply) => {
    const portfolio = await servicingPortfolio(db);
    if (!wantsCsv(request)) return portfolio;
    return sendCsv(reply, `Servicing portfolio ${portfolio.as_of}.csv`, portfolioCsv(portfolio));
  });

  register(app, endpoints.postServicingLoanByLoanIdBoard, async (request) => {
    await boardLoan(db, { loanId: request.params.loanId, body: request.body, actor: actorOf(request) });
    return servicingSummary(db, request.params.loanId);
  });

  register(app, endpoints.getServicingLoanByLoanId, async (request) => {
    await ownLoan(request, request.params.loanId);
    return servicingSummary(db, request.params.loanId);
  });

  register(app, endpoints.getServicingLoanByLoanIdSchedule, async (request, reply) => {
    await ownLoan(request, request.params.loanId);
    const schedule = await servicingSchedule(db, request.params.loanId);
    if (!wantsCsv(request)) return schedule;
    const name = `Schedule ${request.params.loanId.replace(/[^\w-]/g, '_')}.csv`;
    return sendCsv(reply, name, scheduleCsv(schedule));
  });

  register(app, endpoints.getServicingLoanByLoanIdLedger, async (request) => {
    await ownLoan(request, request.params.loanId);
    return servicingLedger(db, { loanId: request.params.loanId, ...request.query });
  });

  register(app, endpoints.getServicingLoanByLoanIdPayoff, async (request) => {
    await ownLoan(request, request.params.loanId);
    return servicingPayoff(db, { loanId: request.params.loanId, date: request.query.date });
  });

  register(app, endpoints.getServicingLoanByLoanIdPayoffLetter, async (request, reply) => {
    await ownLoan(request, request.params.loanId);
    const letter = await payoffLetter(db, {
      loanId: request.params.loanId,
      date: request.query.date,
      for: currentUser(request),
    });
    return sendFile(reply, {
      body: letter.pdf,
      contentType: 'application/pdf',
      fileName: letter.fileName,
      noStore: true,
    });
  });

  register(app, endpoints.postServicingLoanByLoanIdPayments, async (request) =>
    postPayment(db, { loanId: request.params.loanId, body: request.body, actor: actorOf(request) }),
  );

  register(app, endpoints.postServicingLoanByLoanIdPaymentsByPaymentIdReverse, async (request) =>
    reversePayment(db, {
      loanId: request.params.loanId,
      paymentId: request.params.paymentId,
      reason: request.body.reason,
      effectiveDate: request.body.effective_date,
      actor: actorOf(request),
    }),
  );
};

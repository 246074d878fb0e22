// The /servicing calls (issue 19 "The contract"). The schedule preview is a pure calculator over
// the body (admin). A boarded loan's summary, schedule, ledger and payoff quote are for admins and
// for the borrowers and brokers of that loan (another's loan answers 404); only admins board,
// post and reverse.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  buildSchedule,
  schedulePreviewBody,
  schedulePreviewWire,
  scheduleTermsOf,
  scheduleToWire,
  scheduleCsv,
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
} from '@lending/domain';
import { findLoan } from '../../lib/loan-finder';
import { currentUser } from '../../plugins/auth';
import { actorOf } from '../activity/index';
import { boardLoan } from './servicing-board';
import { payoffLetter } from './servicing-letter';
import { portfolioCsv, servicingPortfolio } from './servicing-portfolio';
import { postPayment, reversePayment, servicingPayoff } from './servicing-payments';
import { servicingLedger, servicingSchedule, servicingSummary } from './servicing.service';

const tags = ['servicing'];

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

  app.post(
    '/servicing/schedule/preview',
    {
      config: { access: 'admin' },
      schema: { tags, body: schedulePreviewBody, response: { 200: schedulePreviewWire } },
    },
    async (request) => scheduleToWire(buildSchedule(scheduleTermsOf(request.body))),
  );

  app.get(
    '/servicing/portfolio',
    {
      config: { access: 'admin' },
      schema: { tags, querystring: servicingFormatQuery, response: { 200: servicingPortfolioWire } },
    },
    async (request, reply) => {
      const portfolio = await servicingPortfolio(db);
      if (!wantsCsv(request)) return portfolio;
      return sendCsv(reply, `Servicing portfolio ${portfolio.as_of}.csv`, portfolioCsv(portfolio));
    },
  );

  app.post(
    '/servicing/loan/:loanId/board',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: servicingLoanParams,
        body: servicingBoardBody,
        response: { 200: servicingSummaryWire },
      },
    },
    async (request) => {
      await boardLoan(db, { loanId: request.params.loanId, body: request.body, actor: actorOf(request) });
      return servicingSummary(db, request.params.loanId);
    },
  );

  app.get(
    '/servicing/loan/:loanId',
    {
      config: { access: 'owner' },
      schema: { tags, params: servicingLoanParams, response: { 200: servicingSummaryWire } },
    },
    async (request) => {
      await ownLoan(request, request.params.loanId);
      return servicingSummary(db, request.params.loanId);
    },
  );

  app.get(
    '/servicing/loan/:loanId/schedule',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        params: servicingLoanParams,
        querystring: servicingFormatQuery,
        response: { 200: schedulePreviewWire },
      },
    },
    async (request, reply) => {
      await ownLoan(request, request.params.loanId);
      const schedule = await servicingSchedule(db, request.params.loanId);
      if (!wantsCsv(request)) return schedule;
      const name = `Schedule ${request.params.loanId.replace(/[^\w-]/g, '_')}.csv`;
      return sendCsv(reply, name, scheduleCsv(schedule));
    },
  );

  app.get(
    '/servicing/loan/:loanId/ledger',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        params: servicingLoanParams,
        querystring: servicingLedgerQuery,
        response: { 200: servicingLedgerWire },
      },
    },
    async (request) => {
      await ownLoan(request, request.params.loanId);
      return servicingLedger(db, { loanId: request.params.loanId, ...request.query });
    },
  );

  app.get(
    '/servicing/loan/:loanId/payoff',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        params: servicingLoanParams,
        querystring: servicingPayoffQuery,
        response: { 200: servicingPayoffWire },
      },
    },
    async (request) => {
      await ownLoan(request, request.params.loanId);
      return servicingPayoff(db, { loanId: request.params.loanId, date: request.query.date });
    },
  );

  app.get(
    '/servicing/loan/:loanId/payoff-letter',
    {
      config: { access: 'owner' },
      schema: { tags, params: servicingLoanParams, querystring: servicingPayoffQuery },
    },
    async (request, reply) => {
      await ownLoan(request, request.params.loanId);
      const letter = await payoffLetter(db, {
        loanId: request.params.loanId,
        date: request.query.date,
        for: currentUser(request),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${letter.fileName.replace(/[^\w .()-]/g, '_')}"`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(letter.pdf);
    },
  );

  app.post(
    '/servicing/loan/:loanId/payments',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: servicingLoanParams,
        body: servicingPaymentBody,
        response: { 200: servicingPaymentWire },
      },
    },
    async (request) =>
      postPayment(db, { loanId: request.params.loanId, body: request.body, actor: actorOf(request) }),
  );

  app.post(
    '/servicing/loan/:loanId/payments/:paymentId/reverse',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: servicingPaymentParams,
        body: servicingReverseBody,
        response: { 200: servicingPaymentWire },
      },
    },
    async (request) =>
      reversePayment(db, {
        loanId: request.params.loanId,
        paymentId: request.params.paymentId,
        reason: request.body.reason,
        effectiveDate: request.body.effective_date,
        actor: actorOf(request),
      }),
  );
};

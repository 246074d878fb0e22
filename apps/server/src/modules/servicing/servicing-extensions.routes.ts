// The extension, default and suspense calls (issue 19 items 4, 7 and 8). Only admins extend, set or
// clear a default and apply suspense; the extension agreement is for admins and the loan's own
// borrowers and brokers (another's loan answers 404).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  servicingDateBody,
  servicingExtensionParams,
  servicingExtensionWire,
  servicingLoanParams,
  servicingSummaryWire,
} from '@lending/domain';
import { findLoan } from '../../lib/loan-finder';
import { currentUser } from '../../plugins/auth';
import { actorOf } from '../activity/index';
import { extensionAgreement } from './servicing-extension-letter';
import { applySuspense, changeDefault, extendLoan } from './servicing-extensions';
import { servicingSummary } from './servicing.service';

const tags = ['servicing'];

export const servicingExtensionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const summaryAfter = {
    tags,
    params: servicingLoanParams,
    body: servicingDateBody,
    response: { 200: servicingSummaryWire },
  };

  app.post(
    '/servicing/loan/:loanId/extensions',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: servicingLoanParams,
        body: servicingDateBody,
        response: { 200: servicingExtensionWire },
      },
    },
    async (request) => {
      await findLoan(db, request.params.loanId, { for: currentUser(request) });
      return extendLoan(db, {
        loanId: request.params.loanId,
        effectiveDate: request.body.effective_date,
        actor: actorOf(request),
      });
    },
  );

  app.get(
    '/servicing/loan/:loanId/extensions/:extensionId/agreement',
    { config: { access: 'owner' }, schema: { tags, params: servicingExtensionParams } },
    async (request, reply) => {
      const agreement = await extensionAgreement(db, { ...request.params, for: currentUser(request) });
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${agreement.fileName.replace(/[^\w .()-]/g, '_')}"`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(agreement.pdf);
    },
  );

  app.post(
    '/servicing/loan/:loanId/default',
    { config: { access: 'admin' }, schema: summaryAfter },
    async (request) => {
      const { loanId } = request.params;
      await changeDefault(db, {
        loanId,
        effectiveDate: request.body.effective_date,
        active: true,
        actor: actorOf(request),
      });
      return servicingSummary(db, loanId);
    },
  );

  app.post(
    '/servicing/loan/:loanId/default/clear',
    { config: { access: 'admin' }, schema: summaryAfter },
    async (request) => {
      const { loanId } = request.params;
      await changeDefault(db, {
        loanId,
        effectiveDate: request.body.effective_date,
        active: false,
        actor: actorOf(request),
      });
      return servicingSummary(db, loanId);
    },
  );

  app.post(
    '/servicing/loan/:loanId/suspense/apply',
    { config: { access: 'admin' }, schema: summaryAfter },
    async (request) => {
      const { loanId } = request.params;
      await applySuspense(db, {
        loanId,
        effectiveDate: request.body.effective_date,
        actor: actorOf(request),
      });
      return servicingSummary(db, loanId);
    },
  );
};

// The extension, default and suspense calls (issue 19 items 4, 7 and 8). Only admins extend, set or
// clear a default and apply suspense; the extension agreement is for admins and the loan's own
// borrowers and brokers (another's loan answers 404).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@lending/domain';
import { findLoan } from '../../lib/loan-finder';
import { currentUser } from '../../plugins/auth';
import { register } from '../../plugins/contract';
import { actorOf, baseUrlOf } from '../activity/index';
import { sendFile } from './file-reply';
import { extensionAgreement } from './servicing-extension-letter';
import { applySuspense, changeDefault, extendLoan } from './servicing-extensions';
import { servicingSummary } from './servicing.service';

export const servicingExtensionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  register(app, endpoints.postServicingLoanByLoanIdExtensions, async (request) => {
    await findLoan(db, request.params.loanId, { for: currentUser(request) });
    return extendLoan(db, {
      loanId: request.params.loanId,
      effectiveDate: request.body.effective_date,
      actor: actorOf(request),
      signing: {
        deps: {
          storage: app.deps.storage,
          mail: app.deps.mail,
          eSignature: app.deps.eSignature,
          linkDays: app.deps.config.SIGNING_LINK_DAYS,
        },
        baseUrl: baseUrlOf(request),
      },
    });
  });

  register(
    app,
    endpoints.getServicingLoanByLoanIdExtensionsByExtensionIdAgreement,
    async (request, reply) => {
      const agreement = await extensionAgreement(db, { ...request.params, for: currentUser(request) });
      return sendFile(reply, {
        body: agreement.pdf,
        contentType: 'application/pdf',
        fileName: agreement.fileName,
        noStore: true,
      });
    },
  );

  register(app, endpoints.postServicingLoanByLoanIdDefault, async (request) => {
    const { loanId } = request.params;
    await changeDefault(db, {
      loanId,
      effectiveDate: request.body.effective_date,
      active: true,
      actor: actorOf(request),
    });
    return servicingSummary(db, loanId);
  });

  register(app, endpoints.postServicingLoanByLoanIdDefaultClear, async (request) => {
    const { loanId } = request.params;
    await changeDefault(db, {
      loanId,
      effectiveDate: request.body.effective_date,
      active: false,
      actor: actorOf(request),
    });
    return servicingSummary(db, loanId);
  });

  register(app, endpoints.postServicingLoanByLoanIdSuspenseApply, async (request) => {
    const { loanId } = request.params;
    await applySuspense(db, {
      loanId,
      effectiveDate: request.body.effective_date,
      actor: actorOf(request),
    });
    return servicingSummary(db, loanId);
  });
};

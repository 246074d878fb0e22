// /loan (spec 000 §7): lists, detail, request-details update, archive, restore. Admin only
// (spec 000 §6: only admin may use the loan screens); borrowers and brokers reach their loans
// through /personal and /broker with ownership checks.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@lending/domain';
import { currentUser } from '../../plugins/auth';
import { loanDocumentRequestRoutes } from './loan-document-requests';
import { loanLinkRoutes } from './loan-links.routes';
import { loanPageRoutes } from './loan-page';
import { loanMapRoutes } from './loan-map';
import { loanScoreRoutes } from './loan-score.routes';
import { createDetailCache, sendJsonText } from './loan-list-cache';
import { sendLoanPage } from './loan-list-page';
import { sendLoanStream } from './loan-stream';
import { register } from '../../plugins/contract';
import { archiveLoan, getLoanJson, restoreExpiredArchives, restoreLoan, updateLoan } from './loan.service';

export const loanRoutes: FastifyPluginAsyncZod = async (app) => {
  const detailCache = createDetailCache();

  // Timed archives (days_to_archive) come back by themselves: checked at start, then every minute
  // by the ARCHIVE_RESTORE_JOB schedule (jobs/workers.ts), once across servers.
  app.addHook('onReady', async () => {
    await restoreExpiredArchives(db).catch((error: unknown) =>
      app.log.error({ err: error }, 'timed restore failed'),
    );
  });
  const db = app.deps.db;

  const { getLoanAll, getLoanPortfolio, getLoanAllArchive, getLoanById } = endpoints;
  // Streamed from a cursor, never built whole (loan-stream.ts, issue 10).
  register(app, getLoanAll, async (request, reply) => sendLoanStream(db, request, reply, 'all'));
  // Paged with limit and cursor (loan-list-page.ts), else streamed whole as before.
  register(
    app,
    getLoanPortfolio,
    async (request, reply) =>
      (await sendLoanPage(db, request, reply, 'portfolio')) ??
      sendLoanStream(db, request, reply, 'portfolio'),
  );
  register(
    app,
    getLoanAllArchive,
    async (request, reply) =>
      (await sendLoanPage(db, request, reply, 'archive')) ?? sendLoanStream(db, request, reply, 'archive'),
  );

  // Sent as JSON text built by PostgreSQL (loan.queries.ts), the contract's allow-list.
  register(app, getLoanById, async (request, reply) =>
    sendJsonText(reply, await getLoanJson(db, { idOrHumanId: request.params.id, cache: detailCache })),
  );

  register(app, endpoints.putLoanByIdUpdate, async (request) => {
    const { version, ...patch } = request.body;
    return updateLoan(db, { idOrHumanId: request.params.id, patch, version, actor: currentUser(request) });
  });

  register(app, endpoints.putLoanByIdArchive, async (request) =>
    archiveLoan(db, {
      idOrHumanId: request.params.id,
      daysToArchive: request.body?.days_to_archive ?? undefined,
      rejectionReason: request.body?.rejection_reason ?? undefined,
      actor: currentUser(request),
    }),
  );

  await app.register(loanLinkRoutes);
  await app.register(loanScoreRoutes);
  await app.register(loanDocumentRequestRoutes);
  await app.register(loanPageRoutes);
  await app.register(loanMapRoutes);

  register(app, endpoints.putLoanByIdRestore, async (request) =>
    restoreLoan(db, { idOrHumanId: request.params.id, actor: currentUser(request) }),
  );
};

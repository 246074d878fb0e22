// /loan (spec 000 §7): lists, detail, request-details update, archive, restore. Admin only
// (spec 000 §6: only admin may use the loan screens); borrowers and brokers reach their loans
// through /personal and /broker with ownership checks.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { loanDocumentRequestRoutes } from './loan-document-requests';
import { loanLinkRoutes } from './loan-links.routes';
import { loanPageRoutes } from './loan-page';
import { loanMapRoutes } from './loan-map';
import { loanScoreRoutes } from './loan-score.routes';
import { createDetailCache, sendJsonText } from './loan-list-cache';
import { sendLoanStream } from './loan-stream';
import {
  archiveBodySchema,
  loanIdParams,
  loanListSchema,
  loanSchema,
  loanUpdateBodySchema,
} from './loan.schemas';
import { archiveLoan, getLoanJson, restoreExpiredArchives, restoreLoan, updateLoan } from './loan.service';
import type { LoanScope } from './loan.queries';

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

  const list = (path: string, scope: LoanScope, summary: string) =>
    app.get(
      path,
      {
        config: { access: 'admin' },
        schema: { tags: ['loan'], summary, response: { 200: loanListSchema, 304: z.null() } },
      },
      // Streamed from a cursor, never built whole (loan-stream.ts, issue 10).
      async (request, reply) => sendLoanStream(db, request, reply, scope),
    );
  list('/loan/all', 'all', 'Every non-archived loan, in any status (amount descending)');
  list('/loan/portfolio', 'portfolio', 'Funded and Paid-Off loans that are not archived');
  list('/loan/all-archive', 'archive', 'Archived loans');

  app.get(
    '/loan/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['loan'], params: loanIdParams, response: { 200: loanSchema } },
    },
    // Sent as JSON text built by PostgreSQL (loan.queries.ts), the contract's allow-list.
    async (request, reply) =>
      sendJsonText(reply, await getLoanJson(db, { idOrHumanId: request.params.id, cache: detailCache })),
  );

  app.put(
    '/loan/:id/update',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['loan'],
        params: loanIdParams,
        body: loanUpdateBodySchema,
        response: { 200: loanSchema },
      },
    },
    async (request) => {
      const { version, ...patch } = request.body;
      return updateLoan(db, { idOrHumanId: request.params.id, patch, version, actor: currentUser(request) });
    },
  );

  app.put(
    '/loan/:id/archive',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['loan'],
        params: loanIdParams,
        body: archiveBodySchema,
        response: { 200: loanSchema },
      },
    },
    async (request) =>
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

  app.put(
    '/loan/:id/restore',
    {
      config: { access: 'admin' },
      schema: { tags: ['loan'], params: loanIdParams, response: { 200: loanSchema } },
    },
    async (request) => restoreLoan(db, { idOrHumanId: request.params.id, actor: currentUser(request) }),
  );
};

// The servicing calls added after the ledger (issue 19 "The contract" and items 1, 3, 4, 6):
// staff edit and confirm the boarded terms; borrowers, brokers (their own loans) and staff ask for
// draws and attach photos and invoices; only admins approve, fund or reject; statements are
// listed and downloaded by staff and the loan's own people; GET /servicing/mine gives the signed-in
// borrower or broker one card per boarded loan. Another's loan answers 404.
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  servicingDrawApproveBody,
  servicingDrawBody,
  servicingDrawFileParams,
  servicingDrawFundBody,
  servicingDrawParams,
  servicingDrawRejectBody,
  servicingDrawsWire,
  servicingDrawWire,
  servicingLoanParams,
  servicingMessages as m,
  servicingMineWire,
  servicingStatementParams,
  servicingStatementsWire,
  servicingSummaryWire,
  servicingTermsBody,
} from '@lending/domain';
import { canAccessLoan } from '../../plugins/access';
import { currentUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { actorOf } from '../activity/index';
import { attachDrawFile, drawFile } from './servicing-draw-files';
import { decideDraw, listDraws, requestDraw } from './servicing-draws';
import { servicingMine } from './servicing-mine';
import { listStatements, statementPdf } from './servicing-statements';
import { confirmServicingTerms, editServicingTerms } from './servicing-terms';
import { servicingSummary } from './servicing.service';

const tags = ['servicing'];
const MAX_FILE = 10 * 1024 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const pdfHeaders = (fileName: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `attachment; filename="${fileName.replace(/[^\w .()-]/g, '_')}"`,
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
});

export const servicingDrawRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const ownLoan = async (request: FastifyRequest, loanId: string) => {
    if (!(await canAccessLoan(db, currentUser(request), loanId))) throw new AppError(404, 'Loan not found');
  };
  /** Another's loan is refused before the body is read (an empty body gets 404, not 400). */
  const ownLoanFirst = async (request: FastifyRequest) => {
    const { loanId } = request.params as { loanId?: string };
    if (loanId && UUID.test(loanId)) await ownLoan(request, loanId);
  };

  app.put(
    '/servicing/loan/:loanId/terms',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: servicingLoanParams,
        body: servicingTermsBody,
        response: { 200: servicingSummaryWire },
      },
    },
    async (request) => {
      await editServicingTerms(db, {
        loanId: request.params.loanId,
        body: request.body,
        actor: actorOf(request),
      });
      return servicingSummary(db, request.params.loanId);
    },
  );

  app.post(
    '/servicing/loan/:loanId/confirm',
    {
      config: { access: 'admin' },
      schema: { tags, params: servicingLoanParams, response: { 200: servicingSummaryWire } },
    },
    async (request) => {
      await confirmServicingTerms(db, { loanId: request.params.loanId, actor: actorOf(request) });
      return servicingSummary(db, request.params.loanId);
    },
  );

  app.get(
    '/servicing/mine',
    { config: { access: 'owner' }, schema: { tags, response: { 200: servicingMineWire } } },
    async (request) => servicingMine(db, currentUser(request)),
  );

  app.get(
    '/servicing/loan/:loanId/draws',
    {
      config: { access: 'owner' },
      schema: { tags, params: servicingLoanParams, response: { 200: servicingDrawsWire } },
    },
    async (request) => {
      await ownLoan(request, request.params.loanId);
      return listDraws(db, request.params.loanId);
    },
  );

  app.post(
    '/servicing/loan/:loanId/draws',
    {
      config: { access: 'owner' },
      preValidation: ownLoanFirst,
      schema: {
        tags,
        params: servicingLoanParams,
        body: servicingDrawBody,
        response: { 200: servicingDrawWire },
      },
    },
    async (request) => {
      await ownLoan(request, request.params.loanId);
      return requestDraw(db, { loanId: request.params.loanId, body: request.body, actor: actorOf(request) });
    },
  );

  const decide = (kind: 'approve' | 'fund' | 'reject') => ({
    config: { access: 'admin' as const },
    schema: {
      tags,
      params: servicingDrawParams,
      body: {
        approve: servicingDrawApproveBody,
        fund: servicingDrawFundBody,
        reject: servicingDrawRejectBody,
      }[kind],
      response: { 200: servicingDrawWire },
    },
  });
  app.put('/servicing/loan/:loanId/draws/:drawId/approve', decide('approve'), async (request) =>
    decideDraw(db, {
      ...request.params,
      actor: actorOf(request),
      decision: { kind: 'approve', amount: (request.body as { amount?: string }).amount },
    }),
  );
  app.put('/servicing/loan/:loanId/draws/:drawId/fund', decide('fund'), async (request) =>
    decideDraw(db, {
      ...request.params,
      actor: actorOf(request),
      decision: { kind: 'fund', date: (request.body as { effective_date?: string }).effective_date },
    }),
  );
  app.put('/servicing/loan/:loanId/draws/:drawId/reject', decide('reject'), async (request) =>
    decideDraw(db, {
      ...request.params,
      actor: actorOf(request),
      decision: { kind: 'reject', reason: (request.body as { reason: string }).reason },
    }),
  );

  app.get(
    '/servicing/loan/:loanId/draws/:drawId/files/:fileId',
    { config: { access: 'owner' }, schema: { tags, params: servicingDrawFileParams } },
    async (request, reply) => {
      await ownLoan(request, request.params.loanId);
      const file = await drawFile(db, storage, request.params);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\w .()-]/g, '_')}"`)
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );

  app.get(
    '/servicing/loan/:loanId/statements',
    {
      config: { access: 'owner' },
      schema: { tags, params: servicingLoanParams, response: { 200: servicingStatementsWire } },
    },
    async (request) => {
      await ownLoan(request, request.params.loanId);
      const rows = await listStatements(db, [request.params.loanId]);
      return { statements: rows.map((r) => r.statement) };
    },
  );

  app.get(
    '/servicing/loan/:loanId/statements/:statementId',
    { config: { access: 'owner' }, schema: { tags, params: servicingStatementParams } },
    async (request, reply) => {
      await ownLoan(request, request.params.loanId);
      const { pdf, fileName } = await statementPdf(db, request.params);
      return reply.headers(pdfHeaders(fileName)).send(pdf);
    },
  );

  // Photos and invoices arrive as the one file of a multipart form.
  const uploadRoute: FastifyPluginAsyncZod = async (upload) => {
    await upload.register(multipart, { limits: { fileSize: MAX_FILE, files: 1 } });
    upload.post(
      '/servicing/loan/:loanId/draws/:drawId/files',
      {
        config: { access: 'owner' },
        preValidation: ownLoanFirst,
        bodyLimit: MAX_FILE + 64 * 1024,
        schema: { tags, params: servicingDrawParams, response: { 200: servicingDrawWire } },
      },
      async (request) => {
        await ownLoan(request, request.params.loanId);
        const part = request.isMultipart() ? await request.file() : undefined;
        if (!part) throw new AppError(400, m.drawFileType);
        const bytes = await part.toBuffer().catch(() => {
          throw new AppError(400, m.drawFileType);
        });
        await attachDrawFile(db, storage, {
          ...request.params,
          id: randomUUID(),
          bytes,
          fileName: part.filename,
          actor: actorOf(request),
        });
        return (await listDraws(db, request.params.loanId)).draws.find(
          (d) => d.id === request.params.drawId,
        )!;
      },
    );
  };
  await app.register(uploadRoute);
};

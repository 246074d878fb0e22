// The servicing calls added after the ledger (issue 19 "The contract" and items 1, 3, 4, 6):
// staff edit and confirm the boarded terms; borrowers, brokers (their own loans) and staff ask for
// draws and attach photos and invoices; only admins approve, fund or reject; statements are
// listed and downloaded by staff and the loan's own people; GET /servicing/mine gives the signed-in
// borrower or broker one card per boarded loan. Another's loan answers 404.
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { endpoints, servicingMessages as m } from '@lending/domain';
import { canAccessLoan } from '../../plugins/access';
import { currentUser } from '../../plugins/auth';
import { register } from '../../plugins/contract';
import { AppError } from '../../plugins/errors';
import { actorOf } from '../activity/index';
import { sendFile } from './file-reply';
import { inspectDraw } from './servicing-draw-inspection';
import { attachDrawFile, drawFile } from './servicing-draw-files';
import { decideDraw, listDraws, requestDraw } from './servicing-draws';
import { servicingMine } from './servicing-mine';
import { listStatements, statementPdf } from './servicing-statements';
import { confirmServicingTerms, editServicingTerms } from './servicing-terms';
import { servicingSummary } from './servicing.service';

const MAX_FILE = 10 * 1024 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

  register(app, endpoints.putServicingLoanByLoanIdTerms, async (request) => {
    await editServicingTerms(db, {
      loanId: request.params.loanId,
      body: request.body,
      actor: actorOf(request),
    });
    return servicingSummary(db, request.params.loanId);
  });

  register(app, endpoints.postServicingLoanByLoanIdConfirm, async (request) => {
    await confirmServicingTerms(db, { loanId: request.params.loanId, actor: actorOf(request) });
    return servicingSummary(db, request.params.loanId);
  });

  register(app, endpoints.getServicingMine, async (request) => servicingMine(db, currentUser(request)));

  register(app, endpoints.getServicingLoanByLoanIdDraws, async (request) => {
    await ownLoan(request, request.params.loanId);
    return listDraws(db, request.params.loanId);
  });

  register(
    app,
    endpoints.postServicingLoanByLoanIdDraws,
    async (request) => {
      await ownLoan(request, request.params.loanId);
      return requestDraw(db, { loanId: request.params.loanId, body: request.body, actor: actorOf(request) });
    },
    { preValidation: ownLoanFirst },
  );

  register(app, endpoints.putServicingLoanByLoanIdDrawsByDrawIdApprove, async (request) =>
    decideDraw(db, {
      ...request.params,
      actor: actorOf(request),
      decision: { kind: 'approve', amount: request.body.amount },
    }),
  );
  register(app, endpoints.putServicingLoanByLoanIdDrawsByDrawIdFund, async (request) =>
    decideDraw(db, {
      ...request.params,
      actor: actorOf(request),
      decision: { kind: 'fund', date: request.body.effective_date },
    }),
  );
  register(app, endpoints.putServicingLoanByLoanIdDrawsByDrawIdReject, async (request) =>
    decideDraw(db, {
      ...request.params,
      actor: actorOf(request),
      decision: { kind: 'reject', reason: request.body.reason },
    }),
  );

  const drawAnswer = async (loanId: string, drawId: string) =>
    (await listDraws(db, loanId)).draws.find((d) => d.id === drawId)!;
  register(app, endpoints.postServicingLoanByLoanIdDrawsByDrawIdInspection, async (request) => {
    const { due_date, note } = request.body;
    await inspectDraw(db, {
      ...request.params,
      actor: actorOf(request),
      step: { kind: 'order', dueDate: due_date, note },
    });
    return drawAnswer(request.params.loanId, request.params.drawId);
  });
  register(app, endpoints.putServicingLoanByLoanIdDrawsByDrawIdInspection, async (request) => {
    const { state, note } = request.body;
    await inspectDraw(db, {
      ...request.params,
      actor: actorOf(request),
      step: { kind: 'record', state, note },
    });
    return drawAnswer(request.params.loanId, request.params.drawId);
  });

  register(app, endpoints.getServicingLoanByLoanIdDrawsByDrawIdFilesByFileId, async (request, reply) => {
    await ownLoan(request, request.params.loanId);
    const file = await drawFile(db, storage, request.params);
    return sendFile(reply, file);
  });

  register(app, endpoints.getServicingLoanByLoanIdStatements, async (request) => {
    await ownLoan(request, request.params.loanId);
    const rows = await listStatements(db, [request.params.loanId]);
    return { statements: rows.map((r) => r.statement) };
  });

  register(app, endpoints.getServicingLoanByLoanIdStatementsByStatementId, async (request, reply) => {
    await ownLoan(request, request.params.loanId);
    const { pdf, fileName } = await statementPdf(db, request.params);
    return sendFile(reply, { body: pdf, contentType: 'application/pdf', fileName, noStore: true });
  });

  // Photos and invoices arrive as the one file of a multipart form.
  const uploadRoute: FastifyPluginAsyncZod = async (upload) => {
    await upload.register(multipart, { limits: { fileSize: MAX_FILE, files: 1 } });
    register(
      upload,
      endpoints.postServicingLoanByLoanIdDrawsByDrawIdFiles,
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
      { preValidation: ownLoanFirst, bodyLimit: MAX_FILE + 64 * 1024 },
    );
  };
  await app.register(uploadRoute);
};

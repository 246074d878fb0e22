import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@lending/domain';
import { register } from '../../plugins/contract';
import { actorOf } from '../activity/index';
import { createMainBoardReview } from '../loan-status/index';
import { registerDocumentActivityRoutes } from '../generated-documents/index';

/**
 * /board-review/{id}/...: create-main-activity takes the LOAN id (Complete Underwriting, 001 §4);
 * the other calls take the board review activity id. Send moves it to waiting, accept creates
 * the commitment activity.
 */
export const boardReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  register(app, endpoints.postBoardReviewByIdCreateMainActivity, async (request, reply) => {
    const result = await createMainBoardReview(app.deps.db, {
      loanId: request.params.id,
      actor: actorOf(request),
    });
    reply.status(201);
    return { message: result.message, activity_id: result.activity_id, state: result.status.state };
  });
  registerDocumentActivityRoutes(app, {
    kind: 'board-review',
    getValues: endpoints.getBoardReviewByIdGetValues,
    update: endpoints.putBoardReviewByIdUpdate,
    generate: endpoints.postBoardReviewByIdGenerate,
    googleDocs: endpoints.getBoardReviewByIdGetGoogleDocs,
    download: endpoints.getBoardReviewByIdDownload,
    send: endpoints.postBoardReviewByIdSend,
    marks: [[endpoints.postBoardReviewByIdSetAccepted, 'accepted']],
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardReviewValuesSchema, mainActivityCreatedSchema } from '@lending/domain';
import { actorOf, idParams } from '../activity/index';
import { createMainBoardReview } from '../loan-status/index';
import { registerDocumentActivityRoutes } from '../generated-documents/index';

/**
 * /board-review/{id}/...: create-main-activity takes the LOAN id (Complete Underwriting, 001 §4);
 * the other calls take the board review activity id. Send moves it to waiting, accept creates
 * the commitment activity.
 */
export const boardReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/board-review/:id/create-main-activity',
    {
      config: { access: 'admin' },
      schema: {
        params: idParams,
        response: { 201: mainActivityCreatedSchema },
      },
    },
    async (request, reply) => {
      const result = await createMainBoardReview(app.deps.db, {
        loanId: request.params.id,
        actor: actorOf(request),
      });
      reply.status(201);
      return { message: result.message, activity_id: result.activity_id, state: result.status.state };
    },
  );
  registerDocumentActivityRoutes(app, {
    kind: 'board-review',
    valuesSchema: boardReviewValuesSchema,
    marks: ['accepted'],
  });
};

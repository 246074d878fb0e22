// POST /loan/{id}/credit-memo (issue 23 item 7): staff (admin) generate the loan's credit memo,
// a PDF and a DOCX ready to attach to the board review. The id is the loan's UUID or human id.
import { creditMemoResponseSchema } from '@lending/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, idParams } from '../activity/index';
import { generateCreditMemo } from './credit-memo.service';

export const creditMemoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/loan/:id/credit-memo',
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: creditMemoResponseSchema } },
    },
    async (request) =>
      generateCreditMemo(app.deps.db, app.deps.storage, {
        loanIdOrHumanId: request.params.id,
        actor: actorOf(request),
      }),
  );
};

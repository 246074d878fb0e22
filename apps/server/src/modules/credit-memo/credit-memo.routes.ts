// POST /loan/{id}/credit-memo (issue 23 item 7): staff (admin) generate the loan's credit memo,
// a PDF and a DOCX ready to attach to the board review. The id is the loan's UUID or human id.
// Declared in @lending/domain (contract/loan-documents.ts).
import { endpoints } from '@lending/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { register } from '../../plugins/contract';
import { actorOf } from '../activity/index';
import { generateCreditMemo } from './credit-memo.service';

export const creditMemoRoutes: FastifyPluginAsyncZod = async (app) => {
  register(app, endpoints.postLoanByIdCreditMemo, async (request) =>
    generateCreditMemo(app.deps.db, app.deps.storage, {
      loanIdOrHumanId: request.params.id,
      actor: actorOf(request),
    }),
  );
};

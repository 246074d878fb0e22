// GET /loan/{id}/get-score and PUT /loan/{id}/calculate-score (spec 000 §7). Admin only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loanScoreWire } from '@lending/domain';
import { currentUser } from '../../plugins/auth';
import { calculateLoanScore, getLoanScore } from './loan-score.service';
import { loanIdParams } from './loan.schemas';

const loanScoreSchema = loanScoreWire;

export const loanScoreRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/loan/:id/get-score',
    {
      config: { access: 'admin' },
      schema: { tags: ['loan'], params: loanIdParams, response: { 200: loanScoreSchema } },
    },
    async (request) => getLoanScore(db, request.params.id, currentUser(request)),
  );
  app.put(
    '/loan/:id/calculate-score',
    {
      config: { access: 'admin' },
      schema: { tags: ['loan'], params: loanIdParams, response: { 200: loanScoreSchema } },
    },
    async (request) =>
      calculateLoanScore(db, { idOrHumanId: request.params.id, actor: currentUser(request) }),
  );
};

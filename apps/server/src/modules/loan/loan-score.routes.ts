// GET /loan/{id}/get-score and PUT /loan/{id}/calculate-score (spec 000 §7). Admin only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allow } from '../../plugins/access';
import { currentUser } from '../../plugins/auth';
import { calculateLoanScore, getLoanScore } from './loan-score.service';
import { loanIdParams } from './loan.schemas';

const variable = z.object({
  entity_name: z.string().nullable(),
  name: z.string(),
  variable_final_score: z.number().nullable(),
  children: z.array(z.object({ name: z.string(), value: z.unknown() })),
});
const category = z.object({
  score_category: z.string(),
  total_score: z.number().nullable(),
  variables: z.array(variable),
});
const loanScoreSchema = z.object({
  score: z.number().nullable(),
  properties: category,
  neighborhoods: category,
  borrowers: category,
  'loan-factors': category,
});

export const loanScoreRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/loan/:id/get-score',
    {
      preHandler: allow('admin'),
      schema: { tags: ['loan'], params: loanIdParams, response: { 200: loanScoreSchema } },
    },
    async (request) => getLoanScore(db, request.params.id),
  );
  app.put(
    '/loan/:id/calculate-score',
    {
      preHandler: allow('admin'),
      schema: { tags: ['loan'], params: loanIdParams, response: { 200: loanScoreSchema } },
    },
    async (request) =>
      calculateLoanScore(db, { idOrHumanId: request.params.id, actor: currentUser(request) }),
  );
};

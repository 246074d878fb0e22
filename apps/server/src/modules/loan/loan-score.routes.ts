// GET /loan/{id}/get-score and PUT /loan/{id}/calculate-score (spec 000 §7). Admin only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@lending/domain';
import { currentUser } from '../../plugins/auth';
import { register } from '../../plugins/contract';
import { calculateLoanScore, getLoanScore } from './loan-score.service';

export const loanScoreRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  register(app, endpoints.getLoanByIdGetScore, async (request) =>
    getLoanScore(db, request.params.id, currentUser(request)),
  );
  register(app, endpoints.putLoanByIdCalculateScore, async (request) =>
    calculateLoanScore(db, { idOrHumanId: request.params.id, actor: currentUser(request) }),
  );
};

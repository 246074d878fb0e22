// The investment policy and its analysis (001 §7 "Policy analysis"; admin only). The three
// analysis calls take the loan's id (UUID or human_id) and return one table per property,
// borrower or neighbourhood of the loan; `loan` is the loan's property side.
import { endpoints, type PolicyEntityType } from '@lending/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { register } from '../../plugins/contract';
import { actorOf } from '../activity/index';
import { findLoan } from '../../lib/loan-finder';
import { INSIGHTS_REFRESH_JOB, type InsightsRefreshJob } from './insights-job';
import { ANALYSES, loadAnalysisContext } from './policy-analysis';
import { getPolicy, updatePolicy } from './policy.service';

const ANALYSIS_ENDPOINTS = [
  [endpoints.getPoliciesLoanById, 'property'],
  [endpoints.getPoliciesBorrowerById, 'borrower'],
  [endpoints.getPoliciesNeighborhoodById, 'neighborhood'],
] as const satisfies ReadonlyArray<readonly [unknown, PolicyEntityType]>;

export const policyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  register(app, endpoints.getPolicies, async () => getPolicy(db));

  register(app, endpoints.putPolicies, async (request) => {
    const policy = await updatePolicy(db, { update: request.body, actor: actorOf(request) });
    // Insights follow the new policy in the background; the analysis calls read it at once.
    await app.deps.jobs
      .send<InsightsRefreshJob>(INSIGHTS_REFRESH_JOB, { reason: `policy v${policy.version}` })
      .catch((error: unknown) => request.log.warn({ err: error }, 'insights refresh not queued'));
    return policy;
  });

  for (const [endpoint, entityType] of ANALYSIS_ENDPOINTS)
    register(app, endpoint, async (request) => {
      const loan = await findLoan(db, request.params.id, { for: actorOf(request) });
      return ANALYSES[entityType](db, await loadAnalysisContext(db, loan));
    });
};

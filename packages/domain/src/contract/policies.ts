// The investment policy and its analysis (001 §7 "Policy analysis"; admin only). The three
// analysis calls take the loan's id (UUID or human_id) and answer one table per property,
// borrower or neighbourhood of the loan.
import { idParamsSchema } from '../api/error-body';
import { policyAnalysisListSchema, policyResponseSchema, policyUpdateSchema } from '../policy/policy';
import { defineEndpoints, errors } from './endpoint';
import { policiesPaths } from './policies-paths';

const admin = { tags: ['policies'], access: 'admin' } as const;
const analysis = (summary: string) =>
  ({
    ...admin,
    summary,
    params: idParamsSchema,
    responses: { 200: policyAnalysisListSchema, ...errors(400, 401, 403, 404) },
  }) as const;

export const policiesEndpoints = defineEndpoints(policiesPaths, {
  getPolicies: {
    ...admin,
    summary: "The investment policy's requirements and its version",
    responses: { 200: policyResponseSchema, ...errors(401, 403) },
  },
  putPolicies: {
    ...admin,
    summary: 'Replace the investment policy (with the version read; a stale one answers 409)',
    body: policyUpdateSchema,
    responses: { 200: policyResponseSchema, ...errors(400, 401, 403, 409) },
  },
  getPoliciesLoanById: analysis("The policy analysis of the loan's properties (one table each)"),
  getPoliciesBorrowerById: analysis("The policy analysis of the loan's borrowers (one table each)"),
  getPoliciesNeighborhoodById: analysis("The policy analysis of the loan's neighbourhoods (one table each)"),
});

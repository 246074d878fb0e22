// Params, queries and derived bodies of the /scoring calls (002 §7) beside their response shapes
// (scoring/scoring-wire.ts) and the editors' bodies (scoring/scoring.ts).
import { z } from 'zod';
import { messages } from '../messages/messages';
import { scoreCategorySchema, scoringGroupSchema, scoringVariableSchema } from '../scoring/scoring';

const uuid = (what: string) => z.uuid({ message: `Invalid ${what} id` });
const loanIdOrHumanId = z.string().trim().min(1).max(64);

const scoringCategoryParams = z.object({ id: scoreCategorySchema });
const scoringParametersQuery = z.object({ model_id: uuid('model').optional() });
const scoringModelParams = z.object({ modelId: uuid('model') });
const scoringCategoryScoreParams = z.object({
  loanId: loanIdOrHumanId,
  category: scoreCategorySchema,
});
const scoringGroupAddBody = scoringGroupSchema.extend({ model_id: uuid('model') });
const scoringVariableAddBody = scoringVariableSchema.extend({ group_id: uuid('group') });
const scoringVariableParams = z.object({ id: uuid('variable') });
const scoringGroupDeleteParams = z.object({ modelId: uuid('model'), groupId: uuid('group') });
const scoringGroupVariableParams = z.object({ id: uuid('group'), variableId: uuid('variable') });
const scoringVariableRuleParams = z.object({ id: uuid('variable'), ruleId: uuid('rule') });
const scoringGroupParams = z.object({ id: uuid('group') });
const scoringGroupRenameQuery = z.object({
  new_name: z.string({ error: messages.required }).trim().min(1, messages.required).max(200),
});
const scoringGroupRenamedWire = z.object({ score_group_id: z.string(), name: z.string() });
const scoringRuleParams = z.object({ id: uuid('rule') });
const scoringPreviewParams = z.object({ modelId: uuid('model'), loanId: loanIdOrHumanId });

/** The request schemas of the /scoring routes, one import for scoring.routes.ts. */
export const scoringRequest = {
  categoryParams: scoringCategoryParams,
  parametersQuery: scoringParametersQuery,
  modelParams: scoringModelParams,
  categoryScoreParams: scoringCategoryScoreParams,
  groupAddBody: scoringGroupAddBody,
  variableAddBody: scoringVariableAddBody,
  variableParams: scoringVariableParams,
  groupDeleteParams: scoringGroupDeleteParams,
  groupVariableParams: scoringGroupVariableParams,
  variableRuleParams: scoringVariableRuleParams,
  groupParams: scoringGroupParams,
  groupRenameQuery: scoringGroupRenameQuery,
  groupRenamedWire: scoringGroupRenamedWire,
  ruleParams: scoringRuleParams,
  previewParams: scoringPreviewParams,
} as const;

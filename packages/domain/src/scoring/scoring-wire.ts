// Wire shapes of the /scoring calls (002 §3 "Scoring administration", "Score calculation").
import { z } from 'zod';
import { FILTER_OPERATORS, MATH_FUNCTIONS, SCORE_CATEGORIES } from './scoring';

export const scoringRuleWire = z.object({
  id: z.string(),
  condition: z.string(),
  criteria: z.string(),
  score: z.number(),
});
export const scoringDataLocationWire = z.object({
  data_location_id: z.string(),
  key_name: z.string(),
  table: z.string(),
  label: z.string(),
});
export const scoringVariableWire = z.object({
  variable_id: z.string(),
  name: z.string(),
  value_type: z.string(),
  math_function: z.string(),
  data_locations: z.array(scoringDataLocationWire),
  score_rules: z.array(scoringRuleWire),
});
/** A variable as add/update return it (no rules). */
export const scoringVariableSummaryWire = z.object({
  variable_id: z.string(),
  name: z.string(),
  value_type: z.string(),
  math_function: z.string(),
});
/** The answer of the scoring delete calls. */
export const scoringDeletedWire = z.object({ deleted: z.boolean() });
export const scoringGroupWire = z.object({
  score_group_id: z.string(),
  name: z.string(),
  category: z.enum(SCORE_CATEGORIES),
  model_id: z.string(),
  variables: z.array(scoringVariableWire),
});
export const scoringModelNameWire = z.object({
  score_model_id: z.string(),
  name: z.string(),
  is_active: z.boolean(),
});
export const scoringModelWire = scoringModelNameWire.extend({
  activated_epoch: z.number().nullable(),
  /** The model was edited after it was set active: loans still use the published copy. */
  has_unpublished_changes: z.boolean(),
  score_groups: z.array(scoringGroupWire),
});
export const scoringParametersWire = z.object({
  data_locations: z.array(
    z.object({
      uuid: z.string(),
      table: z.literal('data_locations'),
      entity: z.string(),
      key_name: z.string(),
      label: z.string(),
      value_type: z.string(),
    }),
  ),
  variables: z.array(z.object({ uuid: z.string(), name: z.string(), group: z.string() })),
});
export const scoringOptionsWire = z.object({
  conditions: z.array(z.enum(FILTER_OPERATORS)),
  functions: z.array(z.object({ value: z.enum(MATH_FUNCTIONS), label: z.string() })),
});

export const scoredVariableWire = z.object({
  entity_name: z.string().nullable(),
  name: z.string(),
  group: z.string().optional(),
  variable_final_score: z.number().nullable(),
  value: z.union([z.number(), z.string()]).nullable().optional(),
  math_function: z.string().optional(),
  na_reason: z.string().nullable().optional(),
  children: z.array(z.object({ name: z.string(), value: z.unknown() })),
  rules: z
    .array(z.object({ condition: z.string(), criteria: z.string(), score: z.number(), matched: z.boolean() }))
    .optional(),
});
export const scoredCategoryWire = z.object({
  score_category: z.string(),
  total_score: z.number().nullable(),
  variables: z.array(scoredVariableWire),
});
export const loanScoreWire = z.object({
  score: z.number().nullable(),
  properties: scoredCategoryWire,
  neighborhoods: scoredCategoryWire,
  borrowers: scoredCategoryWire,
  'loan-factors': scoredCategoryWire,
});
export type LoanScoreWire = z.infer<typeof loanScoreWire>;
export type ScoredCategoryWire = z.infer<typeof scoredCategoryWire>;
export type ScoredVariableWire = z.infer<typeof scoredVariableWire>;

export const scoringRecalculationWire = z.object({
  id: z.string(),
  model_id: z.string().nullable(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  total: z.number(),
  done: z.number(),
  error: z.string().nullable(),
  created_epoch: z.number(),
  finished_epoch: z.number().nullable(),
});
export const scoringPreviewWire = z.object({
  loan_id: z.string(),
  human_id: z.string(),
  name: z.string(),
  /** The stored score (the active model as published). */
  before: loanScoreWire,
  /** The model as edited now. */
  after: loanScoreWire,
});

export type ScoringModelWire = z.infer<typeof scoringModelWire>;
export type ScoringGroupWire = z.infer<typeof scoringGroupWire>;
export type ScoringVariableWire = z.infer<typeof scoringVariableWire>;
export type ScoringRuleWire = z.infer<typeof scoringRuleWire>;
export type ScoringModelNameWire = z.infer<typeof scoringModelNameWire>;
export type ScoringParametersWire = z.infer<typeof scoringParametersWire>;
export type ScoringOptionsWire = z.infer<typeof scoringOptionsWire>;
export type ScoringRecalculationWire = z.infer<typeof scoringRecalculationWire>;
export type ScoringPreviewWire = z.infer<typeof scoringPreviewWire>;

export const scoringVariableUpdateSchema = z.object({
  name: z.string().trim().min(1, 'You have to fill all fields').max(200).optional(),
  // Checked by the server (unknownFunctionMessage); the document lists the functions.
  math_function: z
    .string()
    .meta({ enum: [...MATH_FUNCTIONS] })
    .optional(),
  children: z
    .array(z.object({ table: z.string().min(1), uuid: z.string().min(1) }))
    .min(1, 'You have to fill all fields')
    .optional(),
});
export const scoringModelAddSchema = z.object({
  name: z.string({ error: '* Required' }).trim().min(1, '* Required').max(200),
  /** Copy groups, variables and rules of this model (Save as a new draft). */
  copy_from: z.string().uuid().optional(),
});

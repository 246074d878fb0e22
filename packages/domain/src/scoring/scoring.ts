import { z } from 'zod';
import { messages } from '../messages/messages';
import { MATH_FUNCTIONS, type MathFunction } from './scoring-values';

export * from './scoring-values';

// 000 §3 filter operators (also the scoring rule conditions).
export const FILTER_OPERATORS = [
  '<=',
  '>=',
  '<',
  '>',
  '=',
  '!=',
  'Contains',
  'Not Contains',
  'Starts With',
  'Ends With',
] as const;
export const filterOperatorSchema = z.enum(FILTER_OPERATORS);
export type FilterOperator = z.infer<typeof filterOperatorSchema>;

/** Evaluates a condition against a criterion (numbers compared as numbers, text case-insensitively). */
export const evaluateCondition = (value: unknown, operator: FilterOperator, criterion: unknown): boolean => {
  const a = Number(value);
  const b = Number(criterion);
  const numeric =
    value !== '' && criterion !== '' && value !== null && Number.isFinite(a) && Number.isFinite(b);
  const text = String(value ?? '').toLowerCase();
  const target = String(criterion ?? '').toLowerCase();
  switch (operator) {
    case '<=':
      return numeric && a <= b;
    case '>=':
      return numeric && a >= b;
    case '<':
      return numeric && a < b;
    case '>':
      return numeric && a > b;
    case '=':
      return numeric ? a === b : text === target;
    case '!=':
      return numeric ? a !== b : text !== target;
    case 'Contains':
      return text.includes(target);
    case 'Not Contains':
      return !text.includes(target);
    case 'Starts With':
      return text.startsWith(target);
    case 'Ends With':
      return text.endsWith(target);
  }
};

// DESIGN §7 scoring categories and math functions.
export const SCORE_CATEGORIES = ['properties', 'neighborhoods', 'borrowers', 'loan-factors'] as const;
export const scoreCategorySchema = z.enum(SCORE_CATEGORIES);
export type ScoreCategory = z.infer<typeof scoreCategorySchema>;
export const SCORE_CATEGORY_LABELS: Record<ScoreCategory, string> = {
  properties: 'Properties',
  neighborhoods: 'Neighborhoods',
  borrowers: 'Borrowers',
  'loan-factors': 'Loan Factors',
};

export const mathFunctionSchema = z.enum(MATH_FUNCTIONS);

/** Conditions that compare text; the others compare numbers on numeric variables. */
export const TEXT_CONDITIONS: readonly FilterOperator[] = [
  'Contains',
  'Not Contains',
  'Starts With',
  'Ends With',
];

export const unknownConditionMessage = (condition: string) =>
  `Unknown condition '${condition}': use one of ${FILTER_OPERATORS.join(', ')}`;
export const unknownFunctionMessage = (fn: string) =>
  `Unknown math function '${fn}': use one of ${MATH_FUNCTIONS.join(', ')}`;

/**
 * A rule against a variable of this value type: numeric variables need a numeric criterion and
 * a comparison. Returns the message of the 400, or null when the rule is valid.
 */
export const ruleProblem = (
  variable: { name: string; value_type: string },
  rule: { condition: FilterOperator; criteria: string },
): string | null => {
  if (variable.value_type === 'STRING') return null;
  if (TEXT_CONDITIONS.includes(rule.condition))
    return `Condition '${rule.condition}' compares text; '${variable.name}' is a number`;
  if (rule.criteria.trim() === '' || !Number.isFinite(Number(rule.criteria)))
    return `Criteria '${rule.criteria}' is not a number; '${variable.name}' is numeric`;
  return null;
};

const filled = (value: unknown): boolean =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/** 002 §5: a rule needs variable, condition, value, points and sign, else 'Please fill all the fields'. */
export const scoringRuleFormSchema = z
  .object({
    variable_id: z.unknown(),
    condition: z.unknown(),
    criteria: z.unknown(),
    points: z.unknown(),
    sign: z.unknown(),
  })
  .superRefine((rule, ctx) => {
    const ok =
      filled(rule.variable_id) &&
      filterOperatorSchema.safeParse(rule.condition).success &&
      filled(rule.criteria) &&
      filled(rule.points) &&
      Number.isFinite(Number(rule.points)) &&
      (rule.sign === '+' || rule.sign === '-');
    if (!ok) ctx.addIssue({ code: 'custom', path: [], message: messages.scoringRuleIncomplete });
  })
  .transform((rule) => ({
    condition: rule.condition as FilterOperator,
    criteria: String(rule.criteria).trim(),
    score: (rule.sign === '-' ? -1 : 1) * Math.abs(Number(rule.points)),
  }));

/** The wire body of POST variable/{id}/add/rule and PUT rule/{id}/update (002 §7). */
export const scoringRuleBodySchema = z.object({
  condition: z
    .string({ error: messages.scoringRuleIncomplete })
    .min(1, messages.scoringRuleIncomplete)
    .refine((c) => (FILTER_OPERATORS as readonly string[]).includes(c), {
      error: (issue) => unknownConditionMessage(String(issue.input)),
    })
    .transform((c) => c as FilterOperator)
    // The document lists the conditions (the refinement above keeps the spec's message).
    .meta({ enum: [...FILTER_OPERATORS] }),
  criteria: z
    .union([z.string(), z.number()], { error: messages.scoringRuleIncomplete })
    .transform((c) => String(c).trim())
    .refine((c) => c.length > 0, messages.scoringRuleIncomplete),
  score: z
    .number({ error: messages.scoringRuleIncomplete })
    .int('Points must be a whole number')
    .min(-1000)
    .max(1000),
});
export type ScoringRuleBody = z.output<typeof scoringRuleBodySchema>;
export const scoringRuleUpdateSchema = scoringRuleBodySchema.partial();

/** 002 §5: a variable needs a name and at least one parameter, else 'You have to fill all fields'. */
export const scoringVariableSchema = z.object({
  group_id: z
    .string({ error: messages.scoringVariableIncomplete })
    .min(1, messages.scoringVariableIncomplete),
  name: z
    .string({ error: messages.scoringVariableIncomplete })
    .trim()
    .min(1, messages.scoringVariableIncomplete),
  math_function: z
    .string({ error: messages.scoringVariableIncomplete })
    .min(1, messages.scoringVariableIncomplete)
    .refine((fn) => (MATH_FUNCTIONS as readonly string[]).includes(fn), {
      error: (issue) => unknownFunctionMessage(String(issue.input)),
    })
    .transform((fn) => fn as MathFunction)
    .meta({ enum: [...MATH_FUNCTIONS] }),
  children: z
    .array(z.object({ table: z.string().min(1), uuid: z.string().min(1) }), {
      error: messages.scoringVariableIncomplete,
    })
    .min(1, messages.scoringVariableIncomplete),
});
export type ScoringVariableBody = z.output<typeof scoringVariableSchema>;

export const scoringGroupSchema = z.object({
  name: z.string({ error: messages.required }).trim().min(1, messages.required).max(200),
  category: scoreCategorySchema,
  model_id: z.string().min(1),
});

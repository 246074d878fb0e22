import { z } from 'zod';
import { formatCurrency } from '../format/field-formats';

// The investment policy (001 §3 "Policy analysis", DESIGN.md §7): requirements per field of
// property, borrower and neighbourhood, each a min or max threshold with prefix/suffix for
// display and top/mid bands (percent) for the green/yellow/red indicator.

export const POLICY_ENTITY_TYPES = ['property', 'borrower', 'neighborhood'] as const;
export type PolicyEntityType = (typeof POLICY_ENTITY_TYPES)[number];
export const POLICY_FUNCS = ['max', 'min'] as const;
export type PolicyFunc = (typeof POLICY_FUNCS)[number];

export type PolicyFieldDef = {
  field: string;
  label: string;
  prefix?: string;
  suffix?: string;
  /** Sensible default requirement for a bridge lender. */
  defaults: { value: number; func: PolicyFunc; top: number; mid: number };
};

/** The fields a requirement may be set on; the server knows where each value comes from. */
export const POLICY_FIELDS: Record<PolicyEntityType, PolicyFieldDef[]> = {
  property: [
    {
      field: 'ltv',
      label: 'Loan to Value',
      suffix: '%',
      defaults: { value: 75, func: 'max', top: 5, mid: 5 },
    },
    {
      field: 'purchase_price',
      label: 'Purchase Price',
      prefix: '$',
      defaults: { value: 250_000, func: 'min', top: 10, mid: 10 },
    },
    {
      field: 'square_footage',
      label: 'Square Footage',
      suffix: ' sqft',
      defaults: { value: 1_000, func: 'min', top: 10, mid: 10 },
    },
    { field: 'year_built', label: 'Year Built', defaults: { value: 1940, func: 'min', top: 1, mid: 1 } },
    { field: 'units', label: 'Number of Units', defaults: { value: 1, func: 'min', top: 0, mid: 0 } },
    {
      field: 'market_rent',
      label: 'Market Rent per Unit',
      prefix: '$',
      defaults: { value: 900, func: 'min', top: 10, mid: 10 },
    },
  ],
  borrower: [
    { field: 'credit_score', label: 'Credit Score', defaults: { value: 660, func: 'min', top: 5, mid: 3 } },
    {
      field: 'liquidity',
      label: 'Liquidity',
      prefix: '$',
      defaults: { value: 250_000, func: 'min', top: 20, mid: 10 },
    },
    {
      field: 'net_worth',
      label: 'Net Worth',
      prefix: '$',
      defaults: { value: 1_000_000, func: 'min', top: 20, mid: 10 },
    },
    {
      field: 'completed_projects',
      label: 'Completed Projects',
      defaults: { value: 3, func: 'min', top: 34, mid: 34 },
    },
    { field: 'bankruptcies', label: 'Bankruptcies', defaults: { value: 0, func: 'max', top: 0, mid: 0 } },
    {
      field: 'judgments_liens',
      label: 'Judgments and Liens',
      defaults: { value: 0, func: 'max', top: 0, mid: 100 },
    },
  ],
  neighborhood: [
    {
      field: 'median_household_income',
      label: 'Median Household Income',
      prefix: '$',
      defaults: { value: 55_000, func: 'min', top: 10, mid: 10 },
    },
    {
      field: 'crime_index',
      label: 'Crime Index (100 = safest)',
      defaults: { value: 30, func: 'min', top: 30, mid: 10 },
    },
    {
      field: 'school_rating',
      label: 'School Rating',
      suffix: '/10',
      defaults: { value: 5, func: 'min', top: 20, mid: 20 },
    },
    {
      field: 'vacancy_rate',
      label: 'Vacancy Rate',
      suffix: '%',
      defaults: { value: 10, func: 'max', top: 20, mid: 20 },
    },
  ],
};

export const policyFieldDef = (entityType: string, field: string): PolicyFieldDef | undefined =>
  POLICY_FIELDS[entityType as PolicyEntityType]?.find((def) => def.field === field);

export const UNSUPPORTED_ENTITY_TYPE = 'Unsupported entity type';

export const policyRequirementInputSchema = z
  .object({
    entity_type: z.string(),
    field: z.string().min(1),
    title: z.string().trim().min(1, 'Title is required').max(120),
    prefix: z.string().max(8).nullable().default(null),
    suffix: z.string().max(12).nullable().default(null),
    value: z.number({ message: 'Value must be a number' }).finite(),
    value_out_of_range: z.string().max(300).nullable().default(null),
    func: z.enum(POLICY_FUNCS, { message: "func must be 'max' or 'min'" }),
    diff: z.object({
      top: z.number().min(0, 'Bands are percentages from 0').max(1000),
      mid: z.number().min(0, 'Bands are percentages from 0').max(1000),
    }),
    is_active: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    if (!(POLICY_ENTITY_TYPES as readonly string[]).includes(value.entity_type)) {
      ctx.addIssue({ code: 'custom', path: ['entity_type'], message: UNSUPPORTED_ENTITY_TYPE });
    } else if (!policyFieldDef(value.entity_type, value.field)) {
      ctx.addIssue({
        code: 'custom',
        path: ['field'],
        message: `Unknown ${value.entity_type} field '${value.field}'`,
      });
    }
  });
export type PolicyRequirementInput = z.infer<typeof policyRequirementInputSchema>;

export const policyUpdateSchema = z
  .object({
    version: z.number().int().min(0),
    requirements: z.array(policyRequirementInputSchema).max(100),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.requirements.forEach((req, index) => {
      const key = `${req.entity_type}:${req.field}`;
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['requirements', index, 'field'], message: 'Each field once' });
      seen.add(key);
    });
  });
export type PolicyUpdate = z.infer<typeof policyUpdateSchema>;

export const policyResponseSchema = z.object({
  version: z.number(),
  requirements: z.array(
    z.object({
      entity_type: z.enum(POLICY_ENTITY_TYPES),
      field: z.string(),
      title: z.string(),
      prefix: z.string().nullable(),
      suffix: z.string().nullable(),
      value: z.number(),
      value_out_of_range: z.string().nullable(),
      func: z.enum(POLICY_FUNCS),
      diff: z.object({ top: z.number(), mid: z.number() }),
      is_active: z.boolean(),
    }),
  ),
});
export type PolicyResponse = z.infer<typeof policyResponseSchema>;
export type PolicyRequirement = PolicyResponse['requirements'][number];

export type PolicyIndicator = 'green' | 'yellow' | 'red';

/**
 * Compares a value with a requirement (001 §2 "Row indicators compare values to requirement
 * thresholds using max or min"). `diff` is the signed percentage difference from the
 * requirement. Green: met with at least `top`% headroom; yellow: met with less headroom, or
 * missed by at most `mid`%; red: missed by more.
 */
export const evaluateRequirement = (
  value: number | null | undefined,
  requirement: { value: number; func: PolicyFunc; diff: { top: number; mid: number } },
): { indicator: PolicyIndicator | null; diff: number | null } => {
  if (value === null || value === undefined || !Number.isFinite(value))
    return { indicator: null, diff: null };
  const base = Math.abs(requirement.value) || 1;
  const diff = Math.round(((value - requirement.value) / base) * 1000) / 10;
  const headroom = requirement.func === 'min' ? diff : -diff;
  const indicator: PolicyIndicator =
    headroom >= 0 && headroom >= requirement.diff.top
      ? 'green'
      : headroom >= -requirement.diff.mid
        ? 'yellow'
        : 'red';
  // A requirement of exactly 0 (no bankruptcies) allows no "near": any amount above misses it.
  if (requirement.value === 0 && headroom < 0 && requirement.diff.mid < 100)
    return { indicator: 'red', diff };
  return { indicator, diff };
};

/** The display of a value with the requirement's prefix and suffix ("$250,000", "75%"). */
export const formatPolicyValue = (
  value: number | null | undefined,
  requirement: { prefix?: string | null; suffix?: string | null },
): string => {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  const rounded = Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 100) / 100;
  // Money ($ prefix) prints as money everywhere ("$1,450"); other figures take separators
  // ("6,450 sqft") except a bare whole number that reads as a year ("1952").
  if (requirement.prefix === '$' && !requirement.suffix) return formatCurrency(rounded);
  const isYear =
    !requirement.prefix &&
    !requirement.suffix &&
    Number.isInteger(rounded) &&
    rounded >= 1800 &&
    rounded <= 2200;
  const text = isYear ? String(rounded) : rounded.toLocaleString('en-US');
  return `${requirement.prefix ?? ''}${text}${requirement.suffix ?? ''}`;
};

export const requirementText = (
  requirement:
    PolicyRequirement | { func: PolicyFunc; value: number; prefix?: string | null; suffix?: string | null },
): string => `${requirement.func} ${formatPolicyValue(requirement.value, requirement)}`;

const rowValueSchema = z.object({
  value: z.number().nullable(),
  diff: z.number().nullable(),
  indicator: z.enum(['green', 'yellow', 'red']).nullable(),
  source: z.string().nullable(),
  confidence_level: z.number().nullable(),
  details: z.array(z.string()),
  /** Why the value read is not used (issue 23: plausibility before use); the value is then null. */
  implausible: z.string().nullable().optional(),
});
export type PolicyRowValue = z.infer<typeof rowValueSchema>;

/** One table of the Data Analysis tab (001 §3 Policy analysis). */
export const policyAnalysisSchema = z.object({
  title: z.string(),
  order: z.number(),
  entity_type: z.enum(POLICY_ENTITY_TYPES),
  entity_id: z.string(),
  /** Row labels, sorted by name (001 §2). */
  header: z.array(z.string()),
  borrower: z.object({ id: z.string(), name: z.string() }).nullable(),
  selected_columns: z.array(z.enum(['borrower', 'external'])),
  vars: z.record(
    z.string(),
    z.object({ label: z.string(), borrower: rowValueSchema, external: rowValueSchema }),
  ),
  requirements: z.record(
    z.string(),
    z.object({
      prefix: z.string().nullable(),
      suffix: z.string().nullable(),
      value: z.number(),
      value_out_of_range: z.string().nullable(),
      func: z.enum(POLICY_FUNCS),
      diff: z.object({ top: z.number(), mid: z.number() }),
    }),
  ),
  last_update: z.number().nullable(),
});
export type PolicyAnalysis = z.infer<typeof policyAnalysisSchema>;
export const policyAnalysisListSchema = z.array(policyAnalysisSchema);

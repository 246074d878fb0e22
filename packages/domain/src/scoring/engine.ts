// The scoring engine (DESIGN.md §7, 002 §3 "Score calculation"): pure, no I/O. A model's groups
// belong to one of four categories; each variable reads data locations of the loan's entities,
// combines them with its math function and adds the signed points of every rule that holds.
// A missing value or a division by zero scores "N/A" (null), never an error.
import { evaluateCondition, type FilterOperator, type MathFunction, type ScoreCategory } from './scoring';
import { SCORE_CATEGORIES } from './scoring';

export type ScoringTable = 'loan' | 'property' | 'borrower' | 'neighborhood';
export type ScoringValueType = 'FLOAT' | 'INTEGER' | 'STRING';

export type ScoringLocationDef = { table: ScoringTable; key: string; label: string };
export type ScoringRuleDef = { id: string; condition: FilterOperator; criteria: string; score: number };
export type ScoringVariableDef = {
  id: string;
  name: string;
  math_function: MathFunction;
  value_type: ScoringValueType;
  locations: ScoringLocationDef[];
  rules: ScoringRuleDef[];
};
export type ScoringGroupDef = {
  id: string;
  name: string;
  category: ScoreCategory;
  variables: ScoringVariableDef[];
};
export type ScoringModelDef = { id: string; name: string; groups: ScoringGroupDef[] };

export type ScoringRecord = Record<string, unknown>;
export type ScoringInput = {
  loan: ScoringRecord;
  properties: ScoringRecord[];
  borrowers: ScoringRecord[];
  neighborhoods: ScoringRecord[];
};

export type ScoredRule = { condition: string; criteria: string; score: number; matched: boolean };
export type ScoredVariable = {
  entity_name: string | null;
  name: string;
  group: string;
  /** Sum of the points of the rules that hold; null is "N/A". */
  variable_final_score: number | null;
  value: number | string | null;
  math_function: MathFunction;
  /** Why the variable is N/A (missing value, division by zero). */
  na_reason: string | null;
  children: Array<{ name: string; value: unknown }>;
  rules: ScoredRule[];
};
export type ScoredCategory = {
  score_category: ScoreCategory;
  total_score: number | null;
  variables: ScoredVariable[];
};
export type ScoreResult = { score: number | null } & Record<ScoreCategory, ScoredCategory>;

const CATEGORY_TABLE: Record<ScoreCategory, ScoringTable> = {
  properties: 'property',
  neighborhoods: 'neighborhood',
  borrowers: 'borrower',
  'loan-factors': 'loan',
};

/** Reads `key` from a record; a dotted key reads inside a JSON column ("details.total_square_footage"). */
export const readLocation = (record: ScoringRecord | undefined, key: string): unknown => {
  let current: unknown = record;
  for (const part of key.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
};

const isMissing = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const toNumber = (value: unknown): number | null => {
  if (typeof value === 'boolean') return value ? 1 : 0;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

export const NUMERIC_FUNCTIONS: readonly MathFunction[] = [
  'sum',
  'average',
  'min',
  'max',
  'ratio',
  'difference',
  'product',
];
/** Functions that combine exactly two parameters, in order. */
export const BINARY_FUNCTIONS: readonly MathFunction[] = ['ratio', 'difference'];

type Computed = { value: number | string | null; naReason: string | null };

/**
 * Combines the values with the math function. `count` counts the values present; every other
 * function needs all its values: one missing makes the result N/A, as does a division by zero or
 * a result that is not a finite number (a product overflowing to Infinity, issue 24 S1): N/A for
 * that variable, never an answer that cannot be sent.
 */
export const combineValues = (
  fn: MathFunction,
  values: ReadonlyArray<{ label: string; value: unknown }>,
): Computed => {
  const computed = computeValues(fn, values);
  if (typeof computed.value === 'number' && !Number.isFinite(computed.value))
    return { value: null, naReason: 'Result out of range' };
  return computed;
};

const computeValues = (
  fn: MathFunction,
  values: ReadonlyArray<{ label: string; value: unknown }>,
): Computed => {
  if (fn === 'count') return { value: values.filter((v) => !isMissing(v.value)).length, naReason: null };
  if (values.length === 0) return { value: null, naReason: 'No value to read' };
  const missing = values.find((v) => isMissing(v.value));
  if (missing) return { value: null, naReason: `Missing value: ${missing.label}` };
  if (fn === 'first') {
    const first = values[0]!.value;
    return {
      value: typeof first === 'number' || typeof first === 'string' ? first : String(first),
      naReason: null,
    };
  }
  const numbers: number[] = [];
  for (const v of values) {
    const n = toNumber(v.value);
    if (n === null) return { value: null, naReason: `Not a number: ${v.label}` };
    numbers.push(n);
  }
  switch (fn) {
    case 'sum':
      return { value: numbers.reduce((s, n) => s + n, 0), naReason: null };
    case 'average':
      return { value: numbers.reduce((s, n) => s + n, 0) / numbers.length, naReason: null };
    case 'min':
      return { value: Math.min(...numbers), naReason: null };
    case 'max':
      return { value: Math.max(...numbers), naReason: null };
    case 'product':
      return { value: numbers.reduce((p, n) => p * n, 1), naReason: null };
    case 'difference':
      return { value: (numbers[0] ?? 0) - numbers.slice(1).reduce((s, n) => s + n, 0), naReason: null };
    case 'ratio': {
      const [numerator, ...denominators] = numbers;
      const denominator = denominators.reduce((p, n) => p * n, 1);
      if (denominators.length === 0 || denominator === 0)
        return { value: null, naReason: 'Division by zero' };
      return { value: (numerator ?? 0) / denominator, naReason: null };
    }
  }
};

/** Four decimals; a value too large to scale (over about 1e304) is kept as it is. */
const roundValue = (value: number): number => {
  const rounded = Math.round(value * 10_000) / 10_000;
  return Number.isFinite(rounded) ? rounded : value;
};

const entityName = (table: ScoringTable, record: ScoringRecord): string | null => {
  switch (table) {
    case 'property':
      return (record.address_address as string | null) ?? null;
    case 'borrower':
      return [record.first_name, record.last_name].filter(Boolean).join(' ') || null;
    default:
      return (record.name as string | null) ?? null;
  }
};

const recordsOf = (input: ScoringInput, table: ScoringTable): ScoringRecord[] => {
  switch (table) {
    case 'loan':
      return [input.loan];
    case 'property':
      return input.properties;
    case 'borrower':
      return input.borrowers;
    case 'neighborhood':
      return input.neighborhoods;
  }
};

/**
 * One variable on one entity. A location of the entity's own table reads that entity; a
 * location of the loan reads the loan; a location of another table reads all its records
 * (e.g. the sum of the properties' prices in a loan-factors variable).
 */
export const scoreVariable = (
  variable: ScoringVariableDef,
  group: string,
  input: ScoringInput,
  entity: { table: ScoringTable; record: ScoringRecord },
): ScoredVariable => {
  const values: Array<{ label: string; value: unknown }> = [];
  for (const location of variable.locations) {
    const records = location.table === entity.table ? [entity.record] : recordsOf(input, location.table);
    if (records.length === 0) values.push({ label: location.label, value: undefined });
    for (const record of records)
      values.push({ label: location.label, value: readLocation(record, location.key) });
  }
  const { value, naReason } = combineValues(variable.math_function, values);
  const rules = variable.rules.map((rule) => ({
    condition: rule.condition,
    criteria: rule.criteria,
    score: rule.score,
    matched: value !== null && evaluateCondition(value, rule.condition, rule.criteria),
  }));
  return {
    entity_name: entityName(entity.table, entity.record),
    name: variable.name,
    group,
    variable_final_score:
      value === null ? null : rules.reduce((sum, rule) => sum + (rule.matched ? rule.score : 0), 0),
    value: typeof value === 'number' ? roundValue(value) : value,
    math_function: variable.math_function,
    na_reason: naReason,
    children: values.map((v) => ({ name: v.label, value: isMissing(v.value) ? null : v.value })),
    rules,
  };
};

/**
 * A category's score: each entity's variables add up; the category is the average over its
 * entities that scored (two properties do not count twice). Null when nothing scored.
 */
export const scoreCategory = (
  model: ScoringModelDef,
  category: ScoreCategory,
  input: ScoringInput,
): ScoredCategory => {
  const table = CATEGORY_TABLE[category];
  const variables: ScoredVariable[] = [];
  const entityTotals: number[] = [];
  const groups = model.groups.filter((g) => g.category === category);
  for (const record of recordsOf(input, table)) {
    let total: number | null = null;
    for (const group of groups)
      for (const variable of group.variables) {
        const scored = scoreVariable(variable, group.name, input, { table, record });
        variables.push(scored);
        if (scored.variable_final_score !== null) total = (total ?? 0) + scored.variable_final_score;
      }
    if (total !== null) entityTotals.push(total);
  }
  const total_score = entityTotals.length
    ? Math.round((entityTotals.reduce((s, n) => s + n, 0) / entityTotals.length) * 100) / 100
    : null;
  return { score_category: category, total_score, variables };
};

/** The loan's total: the sum of the category scores, rounded and kept within 0-100. */
export const scoreLoan = (model: ScoringModelDef, input: ScoringInput): ScoreResult => {
  const categories = Object.fromEntries(
    SCORE_CATEGORIES.map((category) => [category, scoreCategory(model, category, input)]),
  ) as Record<ScoreCategory, ScoredCategory>;
  const known = SCORE_CATEGORIES.map((c) => categories[c].total_score).filter((t): t is number => t !== null);
  const score = known.length
    ? Math.max(0, Math.min(100, Math.round(known.reduce((s, n) => s + n, 0))))
    : null;
  return { score, ...categories };
};

/**
 * The value type a variable gets from its function and parameters, or the message of the 400
 * when they do not fit (a numeric function over a text field, a ratio without two parameters).
 */
export const variableValueType = (
  fn: MathFunction,
  locations: ReadonlyArray<{ label: string; value_type: ScoringValueType }>,
): { value_type: ScoringValueType } | { problem: string } => {
  if (fn === 'count') return { value_type: 'INTEGER' };
  if (fn === 'first') return { value_type: locations[0]?.value_type ?? 'FLOAT' };
  const text = locations.find((location) => location.value_type === 'STRING');
  if (text) return { problem: `Function '${fn}' needs numeric parameters; '${text.label}' is text` };
  if (BINARY_FUNCTIONS.includes(fn) && locations.length !== 2)
    return { problem: `Function '${fn}' needs exactly two parameters` };
  return { value_type: 'FLOAT' };
};

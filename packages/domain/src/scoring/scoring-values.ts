// The scoring math functions without their zod enum (scoring.ts re-exports them): the loan page's
// score explanation shows their labels and loads no zod (issue 21, phone).
export const MATH_FUNCTIONS = [
  'sum',
  'average',
  'min',
  'max',
  'count',
  'first',
  'ratio',
  'difference',
  'product',
] as const;
export type MathFunction = (typeof MATH_FUNCTIONS)[number];
export const MATH_FUNCTION_LABELS: Record<MathFunction, string> = {
  sum: 'Sum',
  average: 'Average',
  min: 'Minimum',
  max: 'Maximum',
  count: 'Count',
  first: 'First value',
  ratio: 'Ratio (first / second)',
  difference: 'Difference (first - second)',
  product: 'Product',
};

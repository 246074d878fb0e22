import { describe, expect, it } from 'vitest';
import {
  combineValues,
  readLocation,
  scoreLoan,
  scoreVariable,
  variableValueType,
  type ScoringInput,
  type ScoringModelDef,
  type ScoringVariableDef,
} from './engine';
import {
  evaluateCondition,
  FILTER_OPERATORS,
  ruleProblem,
  scoringRuleBodySchema,
  scoringVariableSchema,
} from './scoring';

const v = (values: unknown[]) => values.map((value, i) => ({ label: `p${i + 1}`, value }));

describe('math functions (hand-computed)', () => {
  it.each([
    ['sum', [2, 3, 5], 10],
    ['average', [2, 3, 7], 4],
    ['min', [4, -1, 9], -1],
    ['max', [4, -1, 9], 9],
    ['count', [4, null, 9, ''], 2],
    ['first', [7, 8], 7],
    ['ratio', [300, 400], 0.75],
    ['difference', [10, 3, 2], 5],
    ['product', [2, 3, 4], 24],
  ] as const)('%s of %j is %d', (fn, values, expected) => {
    expect(combineValues(fn, v([...values]))).toEqual({ value: expected, naReason: null });
  });

  it('numbers stored as text (numeric columns) are read as numbers', () => {
    expect(combineValues('sum', v(['1.5', '2.5'])).value).toBe(4);
  });

  it('first keeps text', () => {
    expect(combineValues('first', v(['Condo'])).value).toBe('Condo');
  });

  it('a division by zero is N/A', () => {
    expect(combineValues('ratio', v([100, 0]))).toEqual({ value: null, naReason: 'Division by zero' });
  });

  it('a result that overflows or divides by a vanishing number is N/A (issue 24 S1)', () => {
    const overflow = { value: null, naReason: 'Result out of range' };
    expect(combineValues('product', v(Array.from({ length: 60 }, () => 850_000)))).toEqual(overflow);
    expect(combineValues('sum', v([1.7e308, 1.7e308]))).toEqual(overflow);
    expect(combineValues('difference', v([-1.7e308, 1.7e308]))).toEqual(overflow);
    expect(combineValues('average', v([1.7e308, 1.7e308]))).toEqual(overflow);
    expect(combineValues('ratio', v([1e300, 1e-300]))).toEqual(overflow);
    // The denominators' product underflows to 0: a division by zero, not Infinity.
    expect(combineValues('ratio', v([1, 1e-200, 1e-200]))).toEqual({
      value: null,
      naReason: 'Division by zero',
    });
  });

  it('a missing value is N/A and names the field', () => {
    expect(combineValues('sum', [{ label: 'Liquidity', value: null }])).toEqual({
      value: null,
      naReason: 'Missing value: Liquidity',
    });
    expect(combineValues('average', []).value).toBeNull();
  });

  it('value types: numeric functions refuse text, ratio needs two parameters', () => {
    expect(variableValueType('sum', [{ label: 'Type', value_type: 'STRING' }])).toEqual({
      problem: "Function 'sum' needs numeric parameters; 'Type' is text",
    });
    expect(variableValueType('ratio', [{ label: 'A', value_type: 'FLOAT' }])).toEqual({
      problem: "Function 'ratio' needs exactly two parameters",
    });
    expect(variableValueType('first', [{ label: 'Type', value_type: 'STRING' }])).toEqual({
      value_type: 'STRING',
    });
    expect(variableValueType('count', [{ label: 'Type', value_type: 'STRING' }])).toEqual({
      value_type: 'INTEGER',
    });
  });
});

describe('conditions (hand-computed)', () => {
  it.each([
    [700, '<=', '700', true],
    [701, '<=', '700', false],
    [700, '>=', '700', true],
    [699, '>=', '700', false],
    [699, '<', '700', true],
    [700, '<', '700', false],
    [701, '>', '700', true],
    [700, '>', '700', false],
    [0.75, '=', '0.75', true],
    ['Condo', '=', 'condo', true],
    [3, '!=', '4', true],
    ['TX', '!=', 'tx', false],
    ['Austin', 'Contains', 'sti', true],
    ['Austin', 'Not Contains', 'sti', false],
    ['Austin', 'Starts With', 'aus', true],
    ['Austin', 'Ends With', 'tin', true],
    ['Austin', 'Ends With', 'aus', false],
  ] as const)('%j %s %j is %s', (value, condition, criteria, expected) => {
    expect(evaluateCondition(value, condition, criteria)).toBe(expected);
  });

  it('covers every operator of 000 §3', () => {
    expect(FILTER_OPERATORS).toHaveLength(10);
  });

  it('numeric variables need numeric criteria and a comparison', () => {
    const credit = { name: 'Credit score', value_type: 'INTEGER' };
    expect(ruleProblem(credit, { condition: '>=', criteria: 'abc' })).toBe(
      "Criteria 'abc' is not a number; 'Credit score' is numeric",
    );
    expect(ruleProblem(credit, { condition: 'Contains', criteria: '7' })).toBe(
      "Condition 'Contains' compares text; 'Credit score' is a number",
    );
    expect(ruleProblem(credit, { condition: '>=', criteria: '700' })).toBeNull();
    expect(
      ruleProblem({ name: 'Type', value_type: 'STRING' }, { condition: 'Contains', criteria: 'x' }),
    ).toBeNull();
  });

  it('unknown condition and function get a clear message', () => {
    const rule = scoringRuleBodySchema.safeParse({ condition: '~', criteria: '1', score: 5 });
    expect(rule.error?.issues[0]?.message).toMatch(/^Unknown condition '~': use one of <=, >=/);
    const variable = scoringVariableSchema.safeParse({
      group_id: 'g',
      name: 'x',
      math_function: 'median',
      children: [{ table: 'data_locations', uuid: 'u' }],
    });
    expect(variable.error?.issues[0]?.message).toMatch(/^Unknown math function 'median'/);
  });
});

const variable = (over: Partial<ScoringVariableDef>): ScoringVariableDef => ({
  id: 'v',
  name: 'Var',
  math_function: 'first',
  value_type: 'FLOAT',
  locations: [],
  rules: [],
  ...over,
});

const input: ScoringInput = {
  loan: { name: 'Loan 1', amount: 750_000, purchase_price: 1_000_000, duration_months: 12 },
  properties: [
    {
      address_address: '1 Main St',
      property_type: 'Condo',
      number_of_units: 1,
      details: { year_built: 2005 },
    },
    { address_address: '2 Oak Ave', property_type: 'Land', number_of_units: 0, details: {} },
  ],
  borrowers: [{ first_name: 'Ann', last_name: 'Lee', credit_score: 720, liquidity: null }],
  neighborhoods: [],
};

describe('variables and the loan score', () => {
  it('reads dotted keys inside JSON columns', () => {
    expect(readLocation(input.properties[0], 'details.year_built')).toBe(2005);
    expect(readLocation(input.properties[1], 'details.year_built')).toBeUndefined();
  });

  it('adds the signed points of every rule that holds', () => {
    const ltv = variable({
      name: 'LTV',
      math_function: 'ratio',
      locations: [
        { table: 'loan', key: 'amount', label: 'Amount' },
        { table: 'loan', key: 'purchase_price', label: 'Price' },
      ],
      rules: [
        { id: 'a', condition: '<=', criteria: '0.75', score: 6 },
        { id: 'b', condition: '<=', criteria: '0.65', score: 6 },
        { id: 'c', condition: '>', criteria: '0.7', score: -2 },
      ],
    });
    const scored = scoreVariable(ltv, 'Structure', input, { table: 'loan', record: input.loan });
    // 0.75: <=0.75 holds (+6), <=0.65 does not, >0.7 holds (-2): 4.
    expect(scored).toMatchObject({ value: 0.75, variable_final_score: 4, entity_name: 'Loan 1' });
    expect(scored.rules.map((r) => r.matched)).toEqual([true, false, true]);
    expect(scored.children).toEqual([
      { name: 'Amount', value: 750_000 },
      { name: 'Price', value: 1_000_000 },
    ]);
  });

  it('scores N/A on a missing value and on a division by zero', () => {
    const liquidity = variable({
      locations: [{ table: 'borrower', key: 'liquidity', label: 'Liquidity' }],
      rules: [{ id: 'a', condition: '>=', criteria: '1', score: 5 }],
    });
    const scored = scoreVariable(liquidity, 'G', input, { table: 'borrower', record: input.borrowers[0]! });
    expect(scored).toMatchObject({ variable_final_score: null, na_reason: 'Missing value: Liquidity' });
    const zero = variable({
      math_function: 'ratio',
      locations: [
        { table: 'loan', key: 'amount', label: 'Amount' },
        { table: 'loan', key: 'zero', label: 'Zero' },
      ],
    });
    const divided = scoreVariable(
      zero,
      'G',
      { ...input, loan: { amount: 1, zero: 0 } },
      {
        table: 'loan',
        record: { amount: 1, zero: 0 },
      },
    );
    expect(divided).toMatchObject({ variable_final_score: null, na_reason: 'Division by zero' });
  });

  it('a category averages its entities; the total adds the categories within 0-100', () => {
    const model: ScoringModelDef = {
      id: 'm',
      name: 'M',
      groups: [
        {
          id: 'g1',
          name: 'Collateral',
          category: 'properties',
          variables: [
            variable({
              name: 'Type',
              value_type: 'STRING',
              locations: [{ table: 'property', key: 'property_type', label: 'Type' }],
              rules: [
                { id: 'r1', condition: '=', criteria: 'Condo', score: 10 },
                { id: 'r2', condition: '=', criteria: 'Land', score: -4 },
              ],
            }),
          ],
        },
        {
          id: 'g2',
          name: 'Sponsor',
          category: 'borrowers',
          variables: [
            variable({
              name: 'Credit',
              locations: [{ table: 'borrower', key: 'credit_score', label: 'Credit score' }],
              rules: [{ id: 'r3', condition: '>=', criteria: '700', score: 20 }],
            }),
            variable({
              name: 'Liquidity',
              locations: [{ table: 'borrower', key: 'liquidity', label: 'Liquidity' }],
              rules: [{ id: 'r4', condition: '>=', criteria: '1', score: 50 }],
            }),
          ],
        },
        {
          id: 'g3',
          name: 'Structure',
          category: 'loan-factors',
          variables: [
            variable({
              name: 'Property count',
              math_function: 'count',
              locations: [{ table: 'property', key: 'property_type', label: 'Type' }],
              rules: [{ id: 'r5', condition: '>=', criteria: '2', score: -1 }],
            }),
          ],
        },
      ],
    };
    const result = scoreLoan(model, input);
    // Properties: Condo +10, Land -4: average 3. Borrowers: 20 (liquidity N/A). Loan: two properties -1.
    expect(result.properties.total_score).toBe(3);
    expect(result.borrowers.total_score).toBe(20);
    expect(result['loan-factors'].total_score).toBe(-1);
    expect(result.neighborhoods).toMatchObject({ total_score: null, variables: [] });
    expect(result.score).toBe(22);
    expect(result.borrowers.variables.map((x) => x.variable_final_score)).toEqual([20, null]);
  });

  it('keeps the total within 0-100 and is null when nothing scored', () => {
    const big: ScoringModelDef = {
      id: 'm',
      name: 'M',
      groups: [
        {
          id: 'g',
          name: 'G',
          category: 'loan-factors',
          variables: [
            variable({
              locations: [{ table: 'loan', key: 'amount', label: 'Amount' }],
              rules: [{ id: 'r', condition: '>', criteria: '0', score: 500 }],
            }),
          ],
        },
      ],
    };
    expect(scoreLoan(big, input).score).toBe(100);
    expect(scoreLoan({ id: 'e', name: 'E', groups: [] }, input).score).toBeNull();
  });
});

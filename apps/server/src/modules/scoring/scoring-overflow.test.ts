// Scoring arithmetic that overflows is N/A for that variable, never a 500 (issue 24 S1): a product
// over 60 copies of the purchase price is Infinity, which the answers could not serialize
// (FST_ERR_RESPONSE_SERIALIZATION) on the preview, the loan's calculate-score and the
// per-category calculation, while the recalculation job said done.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_LOCATIONS, DEMO_MODEL_NAME } from '@lending/domain';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertLoan } from '../../test/fixtures';

let ctx: TestContext;

const loc = (table: string, key: string) =>
  DATA_LOCATIONS.find((l) => l.table === table && l.key_name === key)!.id;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(ctx.tokens.admin), payload: body as object });

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

type Variable = {
  name: string;
  value: unknown;
  variable_final_score: number | null;
  na_reason: string | null;
};

const variableNamed = (category: { variables: Variable[] }, name: string) =>
  category.variables.find((variable) => variable.name === name);

describe('scoring arithmetic that overflows', () => {
  it('a product of 60 purchase prices is N/A on preview, calculate-score and calculate/properties', async () => {
    const { loan } = await insertLoan(ctx.db);
    const demoId = (await api('GET', '/scoring/models-names'))
      .json()
      .find((m: { name: string }) => m.name === DEMO_MODEL_NAME).score_model_id;
    const model = await api('POST', '/scoring/models/add', { name: 'Overflowing', copy_from: demoId });
    expect(model.statusCode).toBe(200);
    const modelId = model.json().score_model_id as string;

    for (const [category, table] of [
      ['loan-factors', 'loan'],
      ['properties', 'property'],
    ] as const) {
      const group = await api('POST', '/scoring/groups/add', {
        name: `Huge ${table}`,
        category,
        model_id: modelId,
      });
      expect(group.statusCode, group.body).toBe(200);
      const variable = await api('POST', '/scoring/variable/add', {
        group_id: group.json().score_group_id,
        name: `Price to the 60th (${table})`,
        math_function: 'product',
        children: Array.from({ length: 60 }, () => ({
          table: 'data_locations',
          uuid: loc(table, 'purchase_price'),
        })),
      });
      expect(variable.statusCode, variable.body).toBe(200);
      const rule = await api('POST', `/scoring/variable/${variable.json().variable_id}/add/rule`, {
        condition: '>',
        criteria: '1',
        score: 5,
      });
      expect(rule.statusCode, rule.body).toBe(200);
    }

    const preview = await api('GET', `/scoring/model/${modelId}/preview/${loan.human_id}`);
    expect(preview.statusCode, preview.body).toBe(200);
    const after = preview.json().after;
    expect(variableNamed(after['loan-factors'], 'Price to the 60th (loan)')).toMatchObject({
      value: null,
      variable_final_score: null,
      na_reason: 'Result out of range',
    });
    expect(variableNamed(after.properties, 'Price to the 60th (property)')).toMatchObject({
      value: null,
      variable_final_score: null,
    });
    // The other variables still score.
    expect(after.score).not.toBeNull();

    const activated = await api('POST', `/scoring/model/${modelId}/set-active`);
    expect(activated.statusCode).toBe(200);
    let run = activated.json();
    for (let i = 0; i < 120 && run.status !== 'done' && run.status !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      run = (await api('GET', '/scoring/recalculation/latest')).json();
    }
    expect(run.status).toBe('done');

    const calculated = await api('PUT', `/loan/${loan.id}/calculate-score`);
    expect(calculated.statusCode, calculated.body).toBe(200);
    const properties = await api('GET', `/scoring/calculate/${loan.human_id}/properties`);
    expect(properties.statusCode, properties.body).toBe(200);
    expect(JSON.stringify(properties.json())).toContain('Result out of range');
    const stored = await api('GET', `/loan/${loan.id}/get-score`);
    expect(stored.statusCode, stored.body).toBe(200);
  }, 120_000);
});

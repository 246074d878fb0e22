import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_LOCATIONS, DEMO_MODEL_NAME } from '@lending/domain';
import { auditEvents, loans } from '../../db/schema';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertBorrower, insertLoan } from '../../test/fixtures';

let ctx: TestContext;
let loan: Awaited<ReturnType<typeof insertLoan>>['loan'];
let demoId: string;

const loc = (table: string, key: string) =>
  DATA_LOCATIONS.find((l) => l.table === table && l.key_name === key)!.id;

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  token: string = ctx.tokens.admin,
) => ctx.app.inject({ method, url: `/api/scoring${url}`, headers: bearer(token), payload: body as object });

beforeAll(async () => {
  ctx = await createTestContext();
  const borrower = await insertBorrower(ctx.db, { credit_score: 760 });
  loan = (await insertLoan(ctx.db, { borrowerIds: [borrower.id] })).loan;
  const names = await api('GET', '/models-names');
  demoId = names.json().find((m: { name: string }) => m.name === DEMO_MODEL_NAME).score_model_id;
});
afterAll(async () => {
  await ctx?.close();
});

describe('/scoring reads', () => {
  it('models-names lists the demo model, active', async () => {
    const res = await api('GET', '/models-names');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ score_model_id: demoId, name: DEMO_MODEL_NAME, is_active: true }]);
  });

  it('model/{id} returns groups > variables > rules with their data locations', async () => {
    const res = await api('GET', `/model/${demoId}`);
    expect(res.statusCode).toBe(200);
    const model = res.json();
    expect(model).toMatchObject({ is_active: true, has_unpublished_changes: false });
    expect(model.score_groups.map((g: { category: string }) => g.category)).toEqual([
      'properties',
      'neighborhoods',
      'borrowers',
      'loan-factors',
    ]);
    const ltv = model.score_groups[3].variables[0];
    expect(ltv).toMatchObject({
      name: 'Loan to value',
      math_function: 'ratio',
      value_type: 'FLOAT',
      data_locations: [
        { key_name: 'amount', table: 'loan', label: 'Loan amount' },
        { key_name: 'purchase_price', table: 'loan' },
      ],
    });
    expect(ltv.score_rules[0]).toMatchObject({ condition: '<=', criteria: '0.75', score: 6 });
    expect((await api('GET', '/model/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('parameters/{category} lists the data locations the category reads; variable-options', async () => {
    const res = await api('GET', `/parameters/borrowers?model_id=${demoId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data_locations[0]).toMatchObject({ table: 'data_locations', entity: 'borrower' });
    expect(body.data_locations.map((d: { entity: string }) => d.entity)).not.toContain('property');
    expect(body.variables.map((v: { name: string }) => v.name)).toEqual([
      'Credit score',
      'Liquidity',
      'Experience',
    ]);
    expect((await api('GET', '/parameters/planets')).statusCode).toBe(400);
    const options = (await api('GET', '/variable-options')).json();
    expect(options.conditions).toHaveLength(10);
    expect(options.functions.map((f: { value: string }) => f.value)).toContain('ratio');
  });

  it('calculate/{loanId}/{category} scores one category with the active model', async () => {
    const res = await api('GET', `/calculate/${loan.human_id}/borrowers`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ score_category: 'borrowers', total_score: 15 });
    expect((await api('GET', `/calculate/99999/borrowers`)).statusCode).toBe(404);
  });
});

describe('/scoring changes', () => {
  let modelId: string;
  let groupId: string;
  let variableId: string;
  let ruleId: string;

  it('Save as a new model copies the groups, variables and rules', async () => {
    const res = await api('POST', '/models/add', { name: 'Conservative', copy_from: demoId });
    expect(res.statusCode).toBe(200);
    modelId = res.json().score_model_id;
    const copy = (await api('GET', `/model/${modelId}`)).json();
    expect(copy).toMatchObject({ name: 'Conservative', is_active: false, has_unpublished_changes: true });
    expect(copy.score_groups).toHaveLength(4);
    expect((await api('POST', '/models/add', { name: ' ' })).json().message).toBe('* Required');
  });

  it('groups/add, groups/rename', async () => {
    const res = await api('POST', '/groups/add', {
      name: 'Leverage',
      category: 'loan-factors',
      model_id: modelId,
    });
    expect(res.statusCode).toBe(200);
    groupId = res.json().score_group_id;
    expect(res.json()).toMatchObject({ name: 'Leverage', category: 'loan-factors', variables: [] });
    const renamed = await api('PUT', `/groups/rename/${groupId}?new_name=Leverage%20and%20cost`);
    expect(renamed.json()).toEqual({ score_group_id: groupId, name: 'Leverage and cost' });
    expect((await api('PUT', `/groups/rename/${groupId}`)).statusCode).toBe(400);
    expect(
      (await api('POST', '/groups/add', { name: 'X', category: 'weather', model_id: modelId })).statusCode,
    ).toBe(400);
  });

  it('variable/add validates the function and parameters with clear messages', async () => {
    const base = { group_id: groupId, name: 'Rate', math_function: 'first' };
    const unknownFn = await api('POST', '/variable/add', {
      ...base,
      math_function: 'median',
      children: [{ table: 'data_locations', uuid: loc('loan', 'interest_rate') }],
    });
    expect(unknownFn.statusCode).toBe(400);
    expect(unknownFn.json().message).toMatch(/^Unknown math function 'median'/);
    const empty = await api('POST', '/variable/add', { ...base, children: [] });
    expect(empty.json().message).toBe('You have to fill all fields');
    const textSum = await api('POST', '/variable/add', {
      ...base,
      math_function: 'sum',
      children: [{ table: 'data_locations', uuid: loc('loan', 'purpose') }],
    });
    expect(textSum.json().message).toBe("Function 'sum' needs numeric parameters; 'Loan purpose' is text");
    const res = await api('POST', '/variable/add', {
      ...base,
      children: [{ table: 'data_locations', uuid: loc('loan', 'interest_rate') }],
    });
    expect(res.statusCode).toBe(200);
    variableId = res.json().variable_id;
    expect(res.json()).toMatchObject({ name: 'Rate', value_type: 'FLOAT', math_function: 'first' });
  });

  it('variable/{id}/add/rule refuses unknown conditions and non-numeric criteria', async () => {
    const unknown = await api('POST', `/variable/${variableId}/add/rule`, {
      condition: '~=',
      criteria: '1',
      score: 3,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^Unknown condition '~=': use one of/);
    const missing = await api('POST', `/variable/${variableId}/add/rule`, { condition: '>', score: 3 });
    expect(missing.json().message).toBe('Please fill all the fields');
    const text = await api('POST', `/variable/${variableId}/add/rule`, {
      condition: '>',
      criteria: 'high',
      score: 3,
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe("Criteria 'high' is not a number; 'Rate' is numeric");
    const res = await api('POST', `/variable/${variableId}/add/rule`, {
      condition: '<=',
      criteria: '0.11',
      score: 7,
    });
    expect(res.statusCode).toBe(200);
    ruleId = res.json().id;
    expect(res.json()).toMatchObject({ condition: '<=', criteria: '0.11', score: 7 });
  });

  it('rule/{id}/update and variable/{id}/update', async () => {
    const res = await api('PUT', `/rule/${ruleId}/update`, { score: -2 });
    expect(res.json()).toMatchObject({ id: ruleId, condition: '<=', criteria: '0.11', score: -2 });
    expect((await api('PUT', `/rule/${ruleId}/update`, { criteria: 'abc' })).statusCode).toBe(400);
    const variable = await api('PUT', `/variable/${variableId}/update`, { name: 'Interest rate' });
    expect(variable.json()).toMatchObject({ name: 'Interest rate', math_function: 'first' });
    expect(
      (await api('PUT', `/variable/${variableId}/update`, { math_function: 'mode' })).json().message,
    ).toMatch(/^Unknown math function 'mode'/);
  });

  it('Preview runs the edited model over a loan: before is the stored score, after the draft', async () => {
    // Loan rate 0.105 <= 0.11: -2 in the draft.
    const before = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/loan/${loan.id}/get-score`,
        headers: bearer(ctx.tokens.admin),
      })
    ).json();
    const res = await api('GET', `/model/${modelId}/preview/${loan.human_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().before.score).toBe(before.score);
    expect(res.json().after.score).toBe(before.score - 2);
    expect(res.json().after['loan-factors'].variables.at(-1)).toMatchObject({
      name: 'Interest rate',
      value: 0.105,
      variable_final_score: -2,
    });
    // Editing never changes the stored score.
    const [row] = await ctx.db.select().from(loans).where(eq(loans.id, loan.id));
    expect(row!.score).toBe(before.score);
  });

  it('Set as active publishes the model and recalculates the open loans in the background', async () => {
    const before = (await ctx.db.select().from(loans).where(eq(loans.id, loan.id)))[0]!.score!;
    const res = await api('POST', `/model/${modelId}/set-active`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ model_id: modelId, status: 'queued' });
    let run = res.json();
    for (let i = 0; i < 60 && run.status !== 'done' && run.status !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      run = (await api('GET', '/recalculation/latest')).json();
    }
    expect(run).toMatchObject({ status: 'done', done: run.total });
    expect(run.total).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.db.select().from(loans).where(eq(loans.id, loan.id));
    expect(row!.score).toBe(before - 2);
    const names = (await api('GET', '/models-names')).json();
    expect(names.filter((m: { is_active: boolean }) => m.is_active)).toEqual([
      expect.objectContaining({ score_model_id: modelId }),
    ]);
    const events = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entity_id, modelId));
    expect(events.map((e) => e.action)).toContain('scoring.model.set-active');
  });

  it('a recalculation that changes nothing writes no loan row (compared by the stored digest)', async () => {
    const version = async () =>
      (
        await ctx.db.execute<{ xmin: string; score_hash: string | null; score: number | null }>(
          sql`select xmin::text as xmin, score_hash, score from loans where id = ${loan.id}`,
        )
      ).rows[0]!;
    const before = await version();
    expect(before.score_hash).toMatch(/^[0-9a-f]{40}$/);
    let run = (await api('POST', `/model/${modelId}/set-active`)).json();
    for (let i = 0; i < 60 && run.status !== 'done' && run.status !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      run = (await api('GET', '/recalculation/latest')).json();
    }
    expect(run.status).toBe('done');
    const after = await version();
    // Same model, same inputs: the row was not rewritten (same row version), the score unchanged.
    expect(after).toEqual(before);
  });

  it('a division by zero scores N/A, never 500', async () => {
    const ratio = await api('POST', '/variable/add', {
      group_id: groupId,
      name: 'Reserve share',
      math_function: 'ratio',
      children: [
        { table: 'data_locations', uuid: loc('loan', 'amount') },
        { table: 'data_locations', uuid: loc('loan', 'construction_reserve') },
      ],
    });
    await api('POST', `/variable/${ratio.json().variable_id}/add/rule`, {
      condition: '>',
      criteria: '1',
      score: 5,
    });
    const zeroLoan = (await insertLoan(ctx.db, { values: { construction_reserve: 0 } })).loan;
    const res = await api('GET', `/model/${modelId}/preview/${zeroLoan.id}`);
    expect(res.statusCode).toBe(200);
    expect(ratio.statusCode, ratio.body).toBe(200);
    expect(res.json().after['loan-factors'].variables.at(-1)).toMatchObject({
      name: 'Reserve share',
      variable_final_score: null,
      na_reason: 'Division by zero',
    });
  });

  it('deletes a rule, a variable and a group', async () => {
    expect((await api('DELETE', `/variable/${variableId}/delete/rule/${ruleId}`)).json()).toEqual({
      deleted: true,
    });
    expect((await api('DELETE', `/variable/${variableId}/delete/rule/${ruleId}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/groups/${groupId}/delete/variable/${variableId}`)).json()).toEqual({
      deleted: true,
    });
    expect((await api('DELETE', `/models/${demoId}/delete/group/${groupId}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/models/${modelId}/delete/group/${groupId}`)).json()).toEqual({
      deleted: true,
    });
    const model = (await api('GET', `/model/${modelId}`)).json();
    expect(model.score_groups.map((g: { name: string }) => g.name)).not.toContain('Leverage and cost');
    expect(model.has_unpublished_changes).toBe(true);
  });
});

describe('/scoring access', () => {
  const none = '00000000-0000-4000-8000-000000000000';
  const bodies: Record<string, unknown> = {
    '/groups/add': { name: 'G', category: 'borrowers', model_id: none },
    '/variable/add': {
      group_id: none,
      name: 'V',
      math_function: 'first',
      children: [{ table: 'data_locations', uuid: none }],
    },
    [`/variable/${none}/add/rule`]: { condition: '>', criteria: '1', score: 1 },
    '/models/add': { name: 'M' },
  };
  const calls: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string]> = [
    ['GET', '/parameters/borrowers'],
    ['GET', '/variable-options'],
    ['GET', '/models-names'],
    ['GET', '/model/00000000-0000-4000-8000-000000000000'],
    ['GET', '/calculate/10000/borrowers'],
    ['POST', '/groups/add'],
    ['POST', '/variable/add'],
    ['POST', '/variable/00000000-0000-4000-8000-000000000000/add/rule'],
    [
      'DELETE',
      '/models/00000000-0000-4000-8000-000000000000/delete/group/00000000-0000-4000-8000-000000000000',
    ],
    [
      'DELETE',
      '/groups/00000000-0000-4000-8000-000000000000/delete/variable/00000000-0000-4000-8000-000000000000',
    ],
    [
      'DELETE',
      '/variable/00000000-0000-4000-8000-000000000000/delete/rule/00000000-0000-4000-8000-000000000000',
    ],
    ['PUT', '/groups/rename/00000000-0000-4000-8000-000000000000?new_name=x'],
    ['PUT', '/variable/00000000-0000-4000-8000-000000000000/update'],
    ['PUT', '/rule/00000000-0000-4000-8000-000000000000/update'],
    ['POST', '/models/add'],
    ['POST', '/model/00000000-0000-4000-8000-000000000000/set-active'],
    ['GET', '/model/00000000-0000-4000-8000-000000000000/preview/10000'],
    ['GET', '/recalculation/latest'],
  ];
  it.each(calls)('%s %s: 403 for borrowers and brokers, 401 without a token', async (method, url) => {
    const body = bodies[url] ?? {};
    expect((await api(method, url, body, ctx.tokens.borrower)).statusCode).toBe(403);
    expect((await api(method, url, body, ctx.tokens.broker)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method, url: `/api/scoring${url}`, payload: body as object });
    expect(anonymous.statusCode).toBe(401);
  });
});

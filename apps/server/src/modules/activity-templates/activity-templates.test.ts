// Document request templates (001 §3, §5, §7) and the document requests made from them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { caller, createLifecycleLoan, type Caller } from '../loan-status/lifecycle.test-helpers';

let ctx: TestContext;
let api: Caller;

beforeAll(async () => {
  ctx = await createTestContext();
  api = caller(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const payload = {
  entity_type: 'borrower',
  document_name: 'Photo ID',
  description: 'A government-issued photo ID of each sponsor',
  auto_create_activity: true,
  folder_name: 'identity',
  use_textract: true,
  gpt_prompts: [{ name: 'full_name', question: 'What is the full name on the ID?' }],
};

describe('activity templates', () => {
  it('creates, lists and updates templates with the spec rules', async () => {
    const created = await api('POST', '/activity-templates/create-template', payload);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      document_name: 'Photo ID',
      gpt_prompts: payload.gpt_prompts,
      auto_create_activity: true,
    });
    const id = created.json().template_id as string;

    const missing = await api('POST', '/activity-templates/create-template', {
      ...payload,
      document_name: '  ',
      description: '',
    });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .details.map((detail: { path: string }) => detail.path)
        .sort(),
    ).toEqual(['description', 'document_name']);
    expect(
      (await api('POST', '/activity-templates/create-template', { ...payload, entity_type: 'planet' }))
        .statusCode,
    ).toBe(400);

    // Prompts are kept only while OCR is on (001 §5).
    const update = {
      ...payload,
      document_name: 'Photo ID (both sides)',
      use_textract: false,
      version: 1,
    };
    const updated = await api('PUT', `/activity-templates/update-template/${id}`, update);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      document_name: 'Photo ID (both sides)',
      use_textract: false,
      gpt_prompts: [],
      version: 2,
    });
    // Lost updates (issue 13): the version read is required, and a stale one changes nothing.
    const { version: _version, ...unversioned } = update;
    expect((await api('PUT', `/activity-templates/update-template/${id}`, unversioned)).statusCode).toBe(400);
    expect((await api('PUT', `/activity-templates/update-template/${id}`, update)).statusCode).toBe(409);
    expect(
      (
        await api('PUT', '/activity-templates/update-template/00000000-0000-4000-8000-000000000000', {
          ...payload,
          version: 1,
        })
      ).statusCode,
    ).toBe(404);

    const all = (await api('GET', '/activity-templates/get-all-activity-templates')).json() as {
      template_id: string;
    }[];
    expect(all.map((template) => template.template_id)).toContain(id);
    expect(
      (await caller(ctx, ctx.tokens.borrower)('GET', '/activity-templates/get-all-activity-templates'))
        .statusCode,
    ).toBe(403);
  });

  it('adds a document request from a template, and new loans get the auto-created ones', async () => {
    const template = (
      await api('POST', '/activity-templates/create-template', {
        ...payload,
        entity_type: 'loan',
        document_name: 'Operating Agreement',
        description: 'Signed operating agreement',
      })
    ).json();
    const { loan, borrower, idOf } = await createLifecycleLoan(ctx);
    // createLifecycleLoan ran createInitialActivities after the template existed: it is there.
    const initial = await ctx.db.select().from(activities).where(eq(activities.loan_id, loan.id));
    expect(
      initial.filter((row) => row.activity_type === 'document-request').map((row) => row.name),
    ).toContain('Operating Agreement');
    expect(idOf('application')).toBeTruthy();

    const added = await api(
      'POST',
      `/activity-templates/create-document-request/${borrower.id}/from-template/${template.template_id}?loan_id=${loan.id}`,
    );
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      activity_type: 'document-request',
      name: 'Operating Agreement',
      loan_id: loan.id,
      status: { state: 'new' },
    });
    const list = (await api('GET', `/activity/loan/${loan.id}/all`)).json() as { activity_id: string }[];
    expect(list.map((item) => item.activity_id)).toContain(added.json().activity_id);

    expect(
      (
        await api(
          'POST',
          `/activity-templates/create-document-request/${loan.id}/from-template/00000000-0000-4000-8000-000000000000`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await api(
          'POST',
          `/activity-templates/create-document-request/nonsense/from-template/${template.template_id}`,
        )
      ).statusCode,
    ).toBe(404);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, activityTemplates } from '../../db/schema';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertBorrower, insertLoan } from '../../test/fixtures';

let ctx: TestContext;
let loan: Awaited<ReturnType<typeof insertLoan>>['loan'];

beforeAll(async () => {
  ctx = await createTestContext();
  const one = await insertBorrower(ctx.db);
  const two = await insertBorrower(ctx.db);
  loan = (await insertLoan(ctx.db, { borrowerIds: [one.id, two.id] })).loan;
  await ctx.db.delete(activityTemplates);
  await ctx.db.insert(activityTemplates).values([
    {
      entity_type: 'loan',
      document_name: 'Operating Agreement',
      description: 'The entity operating agreement',
    },
    { entity_type: 'borrower', document_name: 'Photo ID', description: 'A government ID' },
    {
      entity_type: 'loan',
      document_name: 'Rent Roll',
      description: 'Current rent roll',
      flags: ['cash_flow'],
    },
    {
      entity_type: 'property',
      document_name: 'Construction Budget',
      description: 'Hard and soft costs',
      flags: ['mid_construction'],
    },
  ]);
});
afterAll(async () => {
  await ctx?.close();
});

const request = (payload?: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/loan/${loan.human_id}/create-document-requests`,
    headers: bearer(ctx.tokens.admin),
    ...(payload ? { payload } : {}),
  });

const requested = async () =>
  (
    await ctx.db
      .select()
      .from(activities)
      .where(and(eq(activities.loan_id, loan.id), eq(activities.activity_type, 'document-request')))
  )
    .map((row) => row.name)
    .sort();

describe('PUT /loan/{id}/create-document-requests', () => {
  it('requests the base documents for each entity; flagged ones only when ticked; never twice', async () => {
    const first = await request({ flip: false, cash_flow: true, mid_construction: false, retail: false });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ created: 4 });
    expect(await requested()).toEqual(['Operating Agreement', 'Photo ID', 'Photo ID', 'Rent Roll']);
    const again = await request();
    expect(again.json()).toEqual({ created: 0 });
    expect((await request({ mid_construction: true })).json()).toEqual({ created: 1 });
    expect(await requested()).toContain('Construction Budget');
  });

  it('refuses unknown flags, unknown loans and non-admins', async () => {
    expect((await request({ roof: true })).statusCode).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/loan/99999/create-document-requests',
          headers: bearer(ctx.tokens.admin),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/loan/${loan.id}/create-document-requests`,
          headers: bearer(ctx.tokens.borrower),
        })
      ).statusCode,
    ).toBe(403);
  });
});

// Board review (001 §4, 000 §4): created by Complete Underwriting, generated, sent (waiting),
// accepted, which creates the commitment activity once.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import {
  caller,
  createLifecycleLoan,
  loanStatusOf,
  putLoanInStatus,
  type Caller,
} from '../loan-status/lifecycle.test-helpers';

let ctx: TestContext;
let api: Caller;

beforeAll(async () => {
  ctx = await createTestContext();
  api = caller(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

describe('board review', () => {
  it('goes new -> generated -> waiting -> accepted and then creates exactly one commitment', async () => {
    const { loan } = await createLifecycleLoan(ctx);
    await putLoanInStatus(ctx, loan.id, 'Underwriting');
    const created = await api('POST', `/board-review/${loan.id}/create-main-activity`);
    expect(created.json()).toMatchObject({
      message: 'Board Review Created Successfully',
      state: 'Board-Review',
    });
    const id = created.json().activity_id as string;

    expect(
      (
        await api('PUT', `/board-review/${id}/update`, {
          borrower_entity_name: 'Maple Holdings LLC',
          strength_1: 'Low leverage',
          origination_fee: 0.01,
        })
      ).json().changed,
    ).toBe(true);
    expect((await api('POST', `/board-review/${id}/send`)).statusCode).toBe(409);
    expect((await api('POST', `/board-review/${id}/set/accepted`)).statusCode).toBe(409);
    expect((await api('POST', `/board-review/${id}/generate`)).json().state).toBe('generated');
    const sent = await api('POST', `/board-review/${id}/send`);
    expect(sent.json()).toMatchObject({ state: 'waiting', sent_to: 'admin@example.com' });
    expect((await api('PUT', `/board-review/${id}/update`, { strength_2: 'Too late' })).statusCode).toBe(409);
    expect((await api('GET', `/board-review/${id}/download`)).statusCode).toBe(200);
    expect((await api('POST', `/board-review/${id}/set/accepted`)).json().state).toBe('accepted');
    expect((await api('POST', `/board-review/${id}/set/accepted`)).statusCode).toBe(409);

    const commitments = await ctx.db
      .select()
      .from(activities)
      .where(and(eq(activities.loan_id, loan.id), eq(activities.activity_type, 'commitment')));
    expect(commitments).toHaveLength(1);
    expect(commitments[0]).toMatchObject({ state: 'new', parent_id: id, is_main: true });
    expect(await loanStatusOf(ctx, loan.id)).toBe('Board-Review');
    // Regenerating after acceptance is allowed by the table and keeps the state.
    expect((await api('POST', `/board-review/${id}/generate`)).json().state).toBe('accepted');
  });

  it('answers 404 for an unknown loan and for a board-review call on another type', async () => {
    expect(
      (await api('POST', '/board-review/00000000-0000-4000-8000-000000000000/create-main-activity'))
        .statusCode,
    ).toBe(404);
    const { idOf } = await createLifecycleLoan(ctx);
    expect((await api('POST', `/board-review/${idOf('term-sheet')}/generate`)).statusCode).toBe(404);
  });
});

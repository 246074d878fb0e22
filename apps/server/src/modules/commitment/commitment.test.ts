// Commitment (000 §4 "same pattern as term sheet", DESIGN.md §3): sent -> Commitment-Sent,
// accepted -> Commitment-Accepted; the 'signed' upload path (verify) also reaches acceptance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { insertActivities } from '../loan-status/lifecycle';
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

const commitmentOnBoardReviewLoan = async () => {
  const { loan, borrower } = await createLifecycleLoan(ctx);
  await putLoanInStatus(ctx, loan.id, 'Board-Review');
  const [row] = await ctx.db.transaction((tx) =>
    insertActivities(tx, [
      {
        loan_id: loan.id,
        borrower_id: borrower.id,
        entity_type: 'loan',
        entity_id: loan.id,
        activity_type: 'commitment',
        name: 'Commitment',
        is_main: true,
      },
    ]),
  );
  return { loan, borrower, id: row!.id };
};

describe('commitment', () => {
  it('shows the borrower as the default borrower_id and saves its values', async () => {
    const { id, borrower } = await commitmentOnBoardReviewLoan();
    expect((await api('GET', `/commitment/${id}/get-values`)).json().values.borrower_id).toBe(borrower.id);
    const saved = await api('PUT', `/commitment/${id}/update`, {
      borrower_entity_name: 'Maple Holdings LLC',
      interest_reserve: '120,000',
      sofr_spread: 0.045,
    });
    expect(saved.json()).toMatchObject({
      changed: true,
      values: { interest_reserve: 120_000, sofr_spread: 0.045 },
    });
    expect((await api('PUT', `/commitment/${id}/update`, { interest_reserve: 20_000_000 })).statusCode).toBe(
      400,
    );
  });

  it('sends (Commitment-Sent), is signed and accepted (Commitment-Accepted)', async () => {
    const { id, loan, borrower } = await commitmentOnBoardReviewLoan();
    expect((await api('POST', `/commitment/${id}/set/signed`)).statusCode).toBe(409);
    await api('POST', `/commitment/${id}/generate`);
    expect((await api('POST', `/commitment/${id}/send`)).json()).toMatchObject({
      state: 'sent',
      sent_to: borrower.email,
    });
    expect(await loanStatusOf(ctx, loan.id)).toBe('Commitment-Sent');
    expect((await api('POST', `/commitment/${id}/set/accepted`)).statusCode).toBe(409);
    expect((await api('POST', `/commitment/${id}/set/signed`)).json().state).toBe('signed');
    expect((await api('POST', `/commitment/${id}/set/accepted`)).json().state).toBe('accepted');
    expect(await loanStatusOf(ctx, loan.id)).toBe('Commitment-Accepted');
    expect((await api('GET', `/loan-status/${loan.id}`)).json().suggested_steps.join(' ')).toMatch(/fund/i);
  });

  it('accepts a commitment uploaded as signed (verify) straight from Board-Review', async () => {
    const { id, loan } = await commitmentOnBoardReviewLoan();
    expect((await api('POST', `/commitment/${id}/set/verified`)).json().state).toBe('signed');
    expect((await api('POST', `/commitment/${id}/set/accepted`)).statusCode).toBe(200);
    expect(await loanStatusOf(ctx, loan.id)).toBe('Commitment-Accepted');
  });
});

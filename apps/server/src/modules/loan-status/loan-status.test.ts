// The life of a loan through the real endpoints (DESIGN.md §3, 001 §4-§5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import {
  activityStateOf,
  auditActionsOf,
  caller,
  createLifecycleLoan,
  loanStatusOf,
  putLoanInStatus,
  type Caller,
} from './lifecycle.test-helpers.js';

let ctx: TestContext;
let api: Caller;

beforeAll(async () => {
  ctx = await createTestContext();
  api = caller(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

describe('a loan from Preliminary to Paid-Off', () => {
  it('moves through every status of DESIGN.md §3 with the real calls, each transition audited', async () => {
    const { loan, idOf } = await createLifecycleLoan(ctx);
    const termSheet = idOf('term-sheet');
    const deposit = idOf('good-faith-deposit');
    expect(termSheet && deposit && idOf('application') && idOf('plaid')).toBeTruthy();

    let status = await api('GET', `/loan-status/${loan.human_id}`);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ state: 'Preliminary', term_sheet: { state: 'new' }, gfd: { state: 'new' }, board_review: null, commitment: null });
    expect(status.json().suggested_steps.length).toBeGreaterThan(0);

    expect((await api('PUT', `/term-sheet/${termSheet}/update`, { good_faith_deposit: 25_000, origination_fee: 0.02 })).statusCode).toBe(200);
    expect((await api('POST', `/term-sheet/${termSheet}/generate`)).json()).toMatchObject({ state: 'generated' });
    expect((await api('POST', `/term-sheet/${termSheet}/send`)).json()).toMatchObject({ state: 'sent' });
    expect(await loanStatusOf(ctx, loan.id)).toBe('Term-Sheet-Sent');
    expect((await api('POST', `/term-sheet/${termSheet}/set/signed`)).json()).toMatchObject({ state: 'signed' });
    expect((await api('POST', `/term-sheet/${termSheet}/set/accepted`)).json()).toMatchObject({ state: 'accepted' });
    // Term sheet alone is not enough: the deposit is still open.
    expect(await loanStatusOf(ctx, loan.id)).toBe('Term-Sheet-Sent');

    const gfd = await api('POST', `/activity/gfd/${deposit}/set/accepted`, { deposit_amount: 25_000, deposit_date: now() });
    expect(gfd.statusCode).toBe(200);
    expect(await loanStatusOf(ctx, loan.id)).toBe('Underwriting');
    status = await api('GET', `/loan-status/${loan.id}`);
    expect(status.json().gfd).toMatchObject({ state: 'accepted', deposit_amount: 25_000 });

    const complete = await api('POST', `/board-review/${loan.id}/create-main-activity`);
    expect(complete.statusCode).toBe(201);
    expect(complete.json().message).toBe('Board Review Created Successfully');
    expect(await loanStatusOf(ctx, loan.id)).toBe('Board-Review');
    const review = complete.json().activity_id as string;
    expect((await api('POST', `/board-review/${review}/generate`)).json()).toMatchObject({ state: 'generated' });
    expect((await api('POST', `/board-review/${review}/send`)).json()).toMatchObject({ state: 'waiting' });
    expect((await api('POST', `/board-review/${review}/set/accepted`)).json()).toMatchObject({ state: 'accepted' });

    status = await api('GET', `/loan-status/${loan.id}`);
    const commitment = status.json().commitment.activity_id as string;
    expect(status.json().commitment.state).toBe('new');
    expect((await api('POST', `/commitment/${commitment}/generate`)).json()).toMatchObject({ state: 'generated' });
    expect((await api('POST', `/commitment/${commitment}/send`)).json()).toMatchObject({ state: 'sent' });
    expect(await loanStatusOf(ctx, loan.id)).toBe('Commitment-Sent');
    expect((await api('POST', `/commitment/${commitment}/set/signed`)).statusCode).toBe(200);
    expect((await api('POST', `/commitment/${commitment}/set/accepted`)).statusCode).toBe(200);
    expect(await loanStatusOf(ctx, loan.id)).toBe('Commitment-Accepted');

    const funded = await api('POST', `/loan-status/${loan.id}/set/funded/2026-03-01`);
    expect(funded.statusCode).toBe(200);
    expect(funded.json()).toMatchObject({ state: 'Funded', funded: { funded_date: Date.UTC(2026, 2, 1) / 1000 } });

    const paidOff = await api('POST', `/loan-status/${loan.id}/set/paid-off`, {
      paid_off_date: now(),
      is_late_payment: true,
      late_days: [{ late_days: 30, count: 2 }],
      borrower_score: 88,
      is_construction_completed: true,
    });
    expect(paidOff.statusCode).toBe(200);
    expect(paidOff.json().state).toBe('Paid-Off');
    expect(paidOff.json().paid_off).toMatchObject({
      borrower_score: 88,
      late_days: [
        { late_days: 30, count: 2 },
        { late_days: 60, count: 0 },
        { late_days: 90, count: 0 },
      ],
    });

    expect(await auditActionsOf(ctx, loan.id)).toEqual(
      expect.arrayContaining([
        'loan.transition.term-sheet-sent',
        'loan.transition.term-sheet-and-gfd-accepted',
        'loan.transition.complete-underwriting',
        'loan.transition.commitment-sent',
        'loan.transition.commitment-accepted',
        'loan.transition.set-funded',
        'loan.transition.set-paid-off',
      ]),
    );
    expect(await activityStateOf(ctx, commitment)).toBe('accepted');
  });
});

// The life of a loan through the real endpoints (DESIGN.md §3, 001 §4-§5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { createInitialActivities } from './lifecycle';
import {
  activityStateOf,
  auditActionsOf,
  caller,
  createLifecycleLoan,
  loanStatusOf,
  putLoanInStatus,
  type Caller,
} from './lifecycle.test-helpers';

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
    expect(status.json()).toMatchObject({
      state: 'Preliminary',
      term_sheet: { state: 'new' },
      gfd: { state: 'new' },
      board_review: null,
      commitment: null,
    });
    expect(status.json().suggested_steps.length).toBeGreaterThan(0);

    expect(
      (
        await api('PUT', `/term-sheet/${termSheet}/update`, {
          good_faith_deposit: 25_000,
          origination_fee: 0.02,
        })
      ).statusCode,
    ).toBe(200);
    expect((await api('POST', `/term-sheet/${termSheet}/generate`)).json()).toMatchObject({
      state: 'generated',
    });
    expect((await api('POST', `/term-sheet/${termSheet}/send`)).json()).toMatchObject({ state: 'sent' });
    expect(await loanStatusOf(ctx, loan.id)).toBe('Term-Sheet-Sent');
    expect((await api('POST', `/term-sheet/${termSheet}/set/signed`)).json()).toMatchObject({
      state: 'signed',
    });
    expect((await api('POST', `/term-sheet/${termSheet}/set/accepted`)).json()).toMatchObject({
      state: 'accepted',
    });
    // Term sheet alone is not enough: the deposit is still open.
    expect(await loanStatusOf(ctx, loan.id)).toBe('Term-Sheet-Sent');

    const gfd = await api('POST', `/activity/gfd/${deposit}/set/accepted`, {
      deposit_amount: 25_000,
      deposit_date: now(),
    });
    expect(gfd.statusCode).toBe(200);
    expect(await loanStatusOf(ctx, loan.id)).toBe('Underwriting');
    status = await api('GET', `/loan-status/${loan.id}`);
    expect(status.json().gfd).toMatchObject({ state: 'accepted', deposit_amount: 25_000 });

    const complete = await api('POST', `/board-review/${loan.id}/create-main-activity`);
    expect(complete.statusCode).toBe(201);
    expect(complete.json().message).toBe('Board Review Created Successfully');
    expect(await loanStatusOf(ctx, loan.id)).toBe('Board-Review');
    const review = complete.json().activity_id as string;
    expect((await api('POST', `/board-review/${review}/generate`)).json()).toMatchObject({
      state: 'generated',
    });
    expect((await api('POST', `/board-review/${review}/send`)).json()).toMatchObject({ state: 'waiting' });
    expect((await api('POST', `/board-review/${review}/set/accepted`)).json()).toMatchObject({
      state: 'accepted',
    });

    status = await api('GET', `/loan-status/${loan.id}`);
    const commitment = status.json().commitment.activity_id as string;
    expect(status.json().commitment.state).toBe('new');
    expect((await api('POST', `/commitment/${commitment}/generate`)).json()).toMatchObject({
      state: 'generated',
    });
    expect((await api('POST', `/commitment/${commitment}/send`)).json()).toMatchObject({ state: 'sent' });
    expect(await loanStatusOf(ctx, loan.id)).toBe('Commitment-Sent');
    expect((await api('POST', `/commitment/${commitment}/set/signed`)).statusCode).toBe(200);
    expect((await api('POST', `/commitment/${commitment}/set/accepted`)).statusCode).toBe(200);
    expect(await loanStatusOf(ctx, loan.id)).toBe('Commitment-Accepted');

    const funded = await api('POST', `/loan-status/${loan.id}/set/funded/2026-03-01`);
    expect(funded.statusCode).toBe(200);
    expect(funded.json()).toMatchObject({
      state: 'Funded',
      funded: { funded_date: Date.UTC(2026, 2, 1) / 1000 },
    });

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

describe('a new loan (DESIGN.md §3 first row)', () => {
  it('starts in Preliminary with its initial activities, created once', async () => {
    const { loan, borrower } = await createLifecycleLoan(ctx);
    const types = async () =>
      ((await api('GET', `/activity/loan/${loan.id}/all`)).json() as { activity_type: string }[])
        .map((item) => item.activity_type)
        .sort();
    const first = await types();
    expect(first).toEqual(
      expect.arrayContaining(['application', 'good-faith-deposit', 'plaid', 'term-sheet']),
    );
    expect(
      await ctx.db.transaction((tx) =>
        createInitialActivities(tx, { loanId: loan.id, borrowerId: borrower.id }),
      ),
    ).toEqual([]);
    expect(await types()).toEqual(first);
    expect(await loanStatusOf(ctx, loan.id)).toBe('Preliminary');
  });
});

describe('transitions in the wrong order or not allowed', () => {
  it('moves to Underwriting when the deposit is accepted first and the term sheet second', async () => {
    const { loan, idOf } = await createLifecycleLoan(ctx);
    expect(
      (
        await api('POST', `/activity/gfd/${idOf('good-faith-deposit')}/set/accepted`, {
          deposit_amount: 10_000,
          deposit_date: now(),
        })
      ).statusCode,
    ).toBe(200);
    expect(await loanStatusOf(ctx, loan.id)).toBe('Preliminary');
    const termSheet = idOf('term-sheet');
    expect((await api('POST', `/term-sheet/${termSheet}/set/verified`)).json()).toMatchObject({
      state: 'signed',
    });
    expect((await api('POST', `/term-sheet/${termSheet}/set/accepted`)).statusCode).toBe(200);
    expect(await loanStatusOf(ctx, loan.id)).toBe('Underwriting');
  });

  it('refuses Complete Underwriting before Underwriting, and a second board review', async () => {
    const { loan } = await createLifecycleLoan(ctx);
    const early = await api('POST', `/board-review/${loan.id}/create-main-activity`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('Underwriting');
    expect(await loanStatusOf(ctx, loan.id)).toBe('Preliminary');
    await putLoanInStatus(ctx, loan.id, 'Underwriting');
    expect((await api('POST', `/board-review/${loan.human_id}/create-main-activity`)).statusCode).toBe(201);
    await putLoanInStatus(ctx, loan.id, 'Underwriting');
    const again = await api('POST', `/board-review/${loan.id}/create-main-activity`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This loan already has a board review');
  });

  it('refuses Set Funded outside Commitment-Accepted and Set Paid Off outside Funded, changing nothing', async () => {
    const { loan } = await createLifecycleLoan(ctx);
    await putLoanInStatus(ctx, loan.id, 'Board-Review');
    const funded = await api('POST', `/loan-status/${loan.id}/set/funded/2026-01-15`);
    expect(funded.statusCode).toBe(409);
    expect(funded.json().message).toContain('Board-Review');
    const paid = await api('POST', `/loan-status/${loan.id}/set/paid-off`, {
      paid_off_date: now(),
      borrower_score: 50,
    });
    expect(paid.statusCode).toBe(409);
    expect(await loanStatusOf(ctx, loan.id)).toBe('Board-Review');
    expect((await api('GET', `/loan-status/${loan.id}`)).json()).toMatchObject({
      funded: null,
      paid_off: null,
    });
  });

  it('rejects from any status before Funded with a reason, and not after', async () => {
    const { loan } = await createLifecycleLoan(ctx);
    expect((await api('POST', `/loan-status/${loan.id}/set/rejected`, { reason: '  ' })).statusCode).toBe(
      400,
    );
    const rejected = await api('POST', `/loan-status/${loan.id}/set/rejected`, {
      reason: 'Sponsor experience too thin',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      state: 'Rejected',
      rejection_reason: 'Sponsor experience too thin',
    });
    expect(await auditActionsOf(ctx, loan.id)).toContain('loan.transition.reject');

    const other = await createLifecycleLoan(ctx);
    await putLoanInStatus(ctx, other.loan.id, 'Funded');
    expect(
      (await api('POST', `/loan-status/${other.loan.id}/set/rejected`, { reason: 'late' })).statusCode,
    ).toBe(409);
    expect(await loanStatusOf(ctx, other.loan.id)).toBe('Funded');
  });
});

describe('funded and paid-off rules (001 §5)', () => {
  it('answers 400 to funded dates that are not dates and accepts epoch seconds', async () => {
    const { loan } = await createLifecycleLoan(ctx);
    await putLoanInStatus(ctx, loan.id, 'Commitment-Accepted');
    for (const bad of ['not-a-date', '2026-02-30', '2026-13-01', '12.5', '99999999999']) {
      const response = await api('POST', `/loan-status/${loan.id}/set/funded/${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toBe('* Invalid Date');
    }
    expect(await loanStatusOf(ctx, loan.id)).toBe('Commitment-Accepted');
    const date = now() - 2 * DAY;
    const response = await api('POST', `/loan-status/${loan.id}/set/funded/${date}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().funded).toEqual({ funded_date: date });
  });

  it('validates the paid-off payload: score 1..100, paid date required, late days reset on No', async () => {
    const { loan } = await createLifecycleLoan(ctx);
    await putLoanInStatus(ctx, loan.id, 'Funded');
    const base = {
      paid_off_date: now(),
      is_late_payment: false,
      borrower_score: 70,
      is_construction_completed: false,
    };
    for (const score of [0, 101, 55.5]) {
      const response = await api('POST', `/loan-status/${loan.id}/set/paid-off`, {
        ...base,
        borrower_score: score,
      });
      expect(response.statusCode, String(score)).toBe(400);
      expect(response.json().details[0].path).toBe('borrower_score');
    }
    const { paid_off_date: _omitted, ...withoutDate } = base;
    const missing = await api('POST', `/loan-status/${loan.id}/set/paid-off`, withoutDate);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([{ path: 'paid_off_date', message: '* Required' }]);
    expect(await loanStatusOf(ctx, loan.id)).toBe('Funded');

    const ok = await api('POST', `/loan-status/${loan.id}/set/paid-off`, {
      ...base,
      borrower_score: 1,
      late_days: [{ late_days: 60, count: 4 }],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().paid_off.late_days).toEqual([
      { late_days: 30, count: 0 },
      { late_days: 60, count: 0 },
      { late_days: 90, count: 0 },
    ]);
    expect(ok.json().paid_off.borrower_score).toBe(1);
  });
});

describe('ids, roles and versions', () => {
  it('answers 404 for unknown loans and 400 for a malformed id (the loan finder, issue 20)', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', '99999']) {
      expect((await api('GET', `/loan-status/${id}`)).statusCode, id).toBe(404);
      expect((await api('POST', `/loan-status/${id}/set/funded/2026-01-01`)).statusCode, id).toBe(404);
    }
    const malformed = await api('GET', '/loan-status/nonsense');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('A loan id is a UUID or a five-digit human_id');
    expect((await api('POST', '/loan-status/nonsense/set/funded/2026-01-01')).statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    const { loan } = await createLifecycleLoan(ctx);
    expect((await caller(ctx, ctx.tokens.borrower)('GET', `/loan-status/${loan.id}`)).statusCode).toBe(403);
    expect(
      (await caller(ctx, ctx.tokens.broker)('POST', `/board-review/${loan.id}/create-main-activity`))
        .statusCode,
    ).toBe(403);
  });

  it('moves the loan version and last_update on a transition, so a stale edit is refused', async () => {
    const { loan, idOf } = await createLifecycleLoan(ctx);
    const before = (await api('GET', `/loan-status/${loan.id}`)).json();
    expect((await api('POST', `/term-sheet/${idOf('term-sheet')}/set/sent`)).statusCode).toBe(200);
    const after = (await api('GET', `/loan-status/${loan.id}`)).json();
    expect(after.state).toBe('Term-Sheet-Sent');
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.last_update).toBeGreaterThanOrEqual(before.last_update);
    const stale = await api('PUT', `/loan/${loan.id}/update`, {
      story: 'An edit made on an old page',
      version: before.version,
    });
    expect(stale.statusCode).toBe(409);
  });
});

describe('activity changes without a status move', () => {
  it('move last_update but not the version, so a concurrent request-details edit still saves', async () => {
    const { loan, idOf } = await createLifecycleLoan(ctx, { values: { last_update: now() - 3600 } });
    const before = (await api('GET', `/loan-status/${loan.id}`)).json();
    expect(
      (await api('PUT', `/term-sheet/${idOf('term-sheet')}/update`, { other_1: 'Recourse to sponsor' }))
        .statusCode,
    ).toBe(200);
    expect((await api('POST', `/activity/${idOf('plaid')}/pause`)).statusCode).toBe(200);
    const after = (await api('GET', `/loan-status/${loan.id}`)).json();
    expect(after.version).toBe(before.version);
    expect(after.last_update).toBeGreaterThan(before.last_update);
    expect(
      (
        await api('PUT', `/loan/${loan.id}/update`, {
          story: 'Edited while the plaid check paused',
          version: before.version,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents the lifecycle calls from their zod schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths as Record<string, unknown>);
    for (const path of [
      '/api/loan-status/{loanId}',
      '/api/activity/gfd/{id}/set/accepted',
      '/api/term-sheet/{id}/update',
      '/api/activity-templates/create-template',
    ]) {
      expect(paths).toContain(path);
    }
  });
});

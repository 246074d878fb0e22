// A draw's inspection (issue 19 item 6) through the real app on PostgreSQL: staff order it (an
// internal 'Inspection' activity on the loan), funding waits for it to be done (409 with the
// reason before), a failed inspection is followed by a new one, an inspection moved to done on
// the loan's Activities tab counts too, and a loan whose terms waive inspections funds without
// one. Borrowers and brokers cannot order, record or fund; each step notifies and is audited.
import { formatUsDate, servicingMessages as m } from '@lending/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, auditEvents, notifications } from '../../db/schema/index';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertLoan } from '../../test/fixtures';

let ctx: TestContext;
let loanId: string;
let waivedLoanId: string;
const DAY = 86_400;
const today = Math.floor(Date.now() / 1000 / DAY);

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/servicing/${url}`,
    headers: bearer(token),
    payload: payload as object,
  });

const boarded = async () => {
  const { loan } = await insertLoan(ctx.db, {
    values: {
      status: 'Funded',
      funded_epoch: (today - 40) * DAY,
      interest_rate: 0.1,
      amount_at_closing: 500_000,
      construction_reserve: 100_000,
    },
    borrowerIds: [ctx.users.borrower.borrower_id!],
  });
  expect((await call('POST', `loan/${loan.id}/board`, ctx.tokens.admin, {})).statusCode).toBe(200);
  return loan.id;
};

const approvedDraw = async (loan: string, amount: string) => {
  const asked = await call('POST', `loan/${loan}/draws`, ctx.tokens.borrower, {
    lines: [{ line: 'construction', amount }],
  });
  expect(asked.statusCode).toBe(200);
  const id: string = asked.json().id;
  expect((await call('PUT', `loan/${loan}/draws/${id}/approve`, ctx.tokens.admin, {})).statusCode).toBe(200);
  return id;
};

const messagesTo = async (userId: string) =>
  (
    await ctx.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.user_id, userId), like(notifications.message, 'Inspection%')))
  ).map((n) => n.message);

beforeAll(async () => {
  ctx = await createTestContext();
  loanId = await boarded();
  waivedLoanId = await boarded();
});
afterAll(async () => {
  await ctx.close();
});

describe('draw inspection', () => {
  it('an approved draw waits for its inspection: 409 until the inspection activity is done', async () => {
    const drawId = await approvedDraw(loanId, '20000.00');
    const list = (await call('GET', `loan/${loanId}/draws`, ctx.tokens.borrower)).json();
    expect(list.inspection_required).toBe(true);
    expect(list.draws[0].inspection).toBeNull();

    const none = await call('PUT', `loan/${loanId}/draws/${drawId}/fund`, ctx.tokens.admin, {});
    expect([none.statusCode, none.json().message]).toEqual([409, m.drawInspectionRequired]);

    // Borrowers and brokers cannot order or record an inspection, nor fund.
    for (const token of [ctx.tokens.borrower, ctx.tokens.broker]) {
      expect((await call('POST', `loan/${loanId}/draws/${drawId}/inspection`, token, {})).statusCode).toBe(
        403,
      );
      expect(
        (await call('PUT', `loan/${loanId}/draws/${drawId}/inspection`, token, { state: 'done' })).statusCode,
      ).toBe(403);
      expect((await call('PUT', `loan/${loanId}/draws/${drawId}/fund`, token, {})).statusCode).toBe(403);
    }

    const dueDate = new Date((today + 3) * DAY * 1000).toISOString().slice(0, 10);
    const ordered = await call('POST', `loan/${loanId}/draws/${drawId}/inspection`, ctx.tokens.admin, {
      due_date: dueDate,
    });
    expect(ordered.statusCode).toBe(200);
    const inspection = ordered.json().inspection;
    expect(inspection).toMatchObject({ state: 'new', done: false, due_date: dueDate });
    // The inspection is an internal activity on the loan, with the spec's states.
    const [activity] = await ctx.db
      .select()
      .from(activities)
      .where(eq(activities.id, inspection.activity_id));
    expect(activity).toMatchObject({
      loan_id: loanId,
      activity_type: 'internal',
      kind: 'Inspection',
      name: 'Draw inspection: 20000.00',
      state: 'new',
    });
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/activity/loan/${loanId}/all`,
      headers: bearer(ctx.tokens.admin),
    });
    expect(listed.json().map((a: { activity_id: string }) => a.activity_id)).toContain(activity!.id);

    const created = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entity_id, activity!.id));
    expect(created.map((a) => a.action)).toContain('activity.create');

    const twice = await call('POST', `loan/${loanId}/draws/${drawId}/inspection`, ctx.tokens.admin, {});
    expect([twice.statusCode, twice.json().message]).toEqual([409, m.drawInspectionAlreadyOrdered]);
    const early = await call('PUT', `loan/${loanId}/draws/${drawId}/fund`, ctx.tokens.admin, {});
    expect([early.statusCode, early.json().message]).toEqual([409, m.drawInspectionNotDone]);
    expect((await call('GET', `loan/${loanId}/draws`, ctx.tokens.admin)).json().draws[0].status).toBe(
      'approved',
    );

    const done = await call('PUT', `loan/${loanId}/draws/${drawId}/inspection`, ctx.tokens.admin, {
      state: 'done',
      note: 'Framing complete as invoiced',
    });
    expect(done.json().inspection).toMatchObject({
      state: 'done',
      done: true,
      note: 'Framing complete as invoiced',
    });
    const again = await call('PUT', `loan/${loanId}/draws/${drawId}/inspection`, ctx.tokens.admin, {
      state: 'rejected',
      note: 'x',
    });
    expect([again.statusCode, again.json().message]).toEqual([409, m.drawInspectionFinished]);

    const funded = await call('PUT', `loan/${loanId}/draws/${drawId}/fund`, ctx.tokens.admin, {});
    expect(funded.json()).toMatchObject({ status: 'funded', inspection: { state: 'done' } });
    expect(
      (await call('GET', `loan/${loanId}`, ctx.tokens.admin)).json().holdbacks.construction_reserve_left,
    ).toBe('80000.00');

    // The borrower heard of each step; the steps are audited.
    expect(await messagesTo(ctx.users.borrower.id)).toEqual(
      expect.arrayContaining([
        `Inspection ordered for the draw of $20,000.00, due ${formatUsDate(dueDate)}`,
        'Inspection done for the draw of $20,000.00',
      ]),
    );
    const audit = await ctx.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity_id, loanId), like(auditEvents.action, 'servicing.draw.inspection%')));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'servicing.draw.inspection.done',
      'servicing.draw.inspection.order',
    ]);
    // An inspection cannot be ordered for a funded draw.
    const closed = await call('POST', `loan/${loanId}/draws/${drawId}/inspection`, ctx.tokens.admin, {});
    expect([closed.statusCode, closed.json().message]).toEqual([409, m.drawInspectionClosed]);
  });

  it('a failed inspection blocks funding until a new one is done (here on the Activities tab)', async () => {
    const drawId = await approvedDraw(loanId, '5000.00');
    await call('POST', `loan/${loanId}/draws/${drawId}/inspection`, ctx.tokens.admin, {});
    const noReason = await call('PUT', `loan/${loanId}/draws/${drawId}/inspection`, ctx.tokens.admin, {
      state: 'rejected',
    });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, m.drawInspectionNoteRequired]);
    const failed = await call('PUT', `loan/${loanId}/draws/${drawId}/inspection`, ctx.tokens.admin, {
      state: 'rejected',
      note: 'Roof not started',
    });
    expect(failed.json().inspection).toMatchObject({
      state: 'rejected',
      done: false,
      note: 'Roof not started',
    });
    expect(await messagesTo(ctx.users.borrower.id)).toContain(
      'Inspection failed for the draw of $5,000.00: Roof not started',
    );
    const refused = await call('PUT', `loan/${loanId}/draws/${drawId}/fund`, ctx.tokens.admin, {});
    expect([refused.statusCode, refused.json().message]).toEqual([409, m.drawInspectionNotDone]);

    const second = await call('POST', `loan/${loanId}/draws/${drawId}/inspection`, ctx.tokens.admin, {});
    const activityId = second.json().inspection.activity_id;
    expect(activityId).not.toBe(failed.json().inspection.activity_id);
    const moved = await ctx.app.inject({
      method: 'POST',
      url: `/api/activity/${activityId}/set-next-state`,
      headers: bearer(ctx.tokens.admin),
      payload: { state: 'done' },
    });
    expect(moved.statusCode).toBe(200);
    // Finished on the Activities tab, not through 'Inspection done': the borrower hears of it all the same.
    expect(
      (await messagesTo(ctx.users.borrower.id)).filter(
        (n) => n === 'Inspection done for the draw of $5,000.00',
      ),
    ).toHaveLength(1);
    const funded = await call('PUT', `loan/${loanId}/draws/${drawId}/fund`, ctx.tokens.admin, {});
    expect(funded.json()).toMatchObject({
      status: 'funded',
      inspection: { activity_id: activityId, done: true },
    });
  });

  it('a loan whose terms waive inspections funds a draw without one', async () => {
    const waived = await call('PUT', `loan/${waivedLoanId}/terms`, ctx.tokens.admin, {
      draw_inspection_required: false,
    });
    expect(waived.statusCode).toBe(200);
    const drawId = await approvedDraw(waivedLoanId, '1000.00');
    expect(
      (await call('GET', `loan/${waivedLoanId}/draws`, ctx.tokens.admin)).json().inspection_required,
    ).toBe(false);
    const funded = await call('PUT', `loan/${waivedLoanId}/draws/${drawId}/fund`, ctx.tokens.admin, {});
    expect(funded.json()).toMatchObject({ status: 'funded', inspection: null });
    // Another's loan: 404 for an admin route on a draw of a different loan.
    const wrongLoan = await call('POST', `loan/${loanId}/draws/${drawId}/inspection`, ctx.tokens.admin, {});
    expect([wrongLoan.statusCode, wrongLoan.json().message]).toEqual([404, m.drawNotFound]);
  });
});

// Terms review, construction draws, the interest reserve and statements (issue 19 items 1, 3, 4
// and 6) through the real app on PostgreSQL: what staff, the loan's borrower and others see and
// may do, and the ledger figures that follow (interest on disbursed principal only, the holdback
// left, interest paid from the reserve).
import { servicingMessages as m } from '@lending/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, applications, auditEvents, notifications } from '../../db/schema/index';
import { pdftotext } from '../../lib/pdf-text';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertBorrower, insertLoan } from '../../test/fixtures';
import { generateStatements } from './servicing-statements';

let ctx: TestContext;
let loanId: string;
let othersLoanId: string;
const DAY = 86_400;
const today = Math.floor(Date.now() / 1000 / DAY);
const iso = (day: number) => new Date(day * DAY * 1000).toISOString().slice(0, 10);
const cents = (text: string) => Math.round(Number(text) * 100);

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/servicing/${url}`,
    headers: bearer(token),
    payload: payload as object,
  });

beforeAll(async () => {
  ctx = await createTestContext();
  const funded = {
    status: 'Funded',
    funded_epoch: (today - 70) * DAY,
    interest_rate: 0.12,
    amount_at_closing: 1_000_000,
    construction_reserve: 100_000,
  };
  loanId = (await insertLoan(ctx.db, { values: funded, borrowerIds: [ctx.users.borrower.borrower_id!] })).loan
    .id;
  othersLoanId = (
    await insertLoan(ctx.db, { values: funded, borrowerIds: [(await insertBorrower(ctx.db)).id] })
  ).loan.id;
  const now = Math.floor(Date.now() / 1000);
  const [app] = await ctx.db
    .insert(activities)
    .values({
      loan_id: loanId,
      activity_type: 'application',
      name: 'Loan Application',
      state: 'done',
      state_epoch: now,
      last_update: now,
    })
    .returning();
  await ctx.db.insert(applications).values({
    activity_id: app!.id,
    loan_id: loanId,
    data: { rehab: { requiresRehab: 'yes', hardCost: '80,000', softCost: 20_000 } },
  });
  await ctx.db.insert(activities).values({
    loan_id: loanId,
    activity_type: 'term-sheet',
    name: 'Term Sheet',
    state: 'accepted',
    state_epoch: now,
    last_update: now,
    data: { values: { interest_reserve: 15_000 } },
  });
  for (const id of [loanId, othersLoanId]) {
    const boarded = await call('POST', `loan/${id}/board`, ctx.tokens.admin, {});
    expect(boarded.statusCode).toBe(200);
  }
});
afterAll(async () => {
  await ctx.close();
});

describe('terms review', () => {
  it('awaits review until staff confirm; edits before re-derive the ledger; confirm is audited and final', async () => {
    const before = (await call('GET', `loan/${loanId}`, ctx.tokens.borrower)).json();
    expect(before.confirmed_at).toBeNull();
    expect(before.holdbacks).toMatchObject({
      interest_reserve: '15000.00',
      construction_reserve: '100000.00',
    });
    // A borrower may not edit or confirm.
    expect(
      (await call('PUT', `loan/${loanId}/terms`, ctx.tokens.borrower, { day_count: '30/360' })).statusCode,
    ).toBe(403);
    expect((await call('POST', `loan/${loanId}/confirm`, ctx.tokens.broker)).statusCode).toBe(403);
    // A payment 10 days after funding brings the stored ledger to that date: 10 days of interest
    // at 12% on 1,000,000 is 3,333.33 by actual/360 and 3,287.67 by actual/365.
    const paid = await call('POST', `loan/${loanId}/payments`, ctx.tokens.admin, {
      amount: '1000.00',
      effective_date: iso(today - 60),
      method: 'wire',
    });
    expect(paid.statusCode).toBe(200);
    const ledgerOf = async () =>
      (await call('GET', `loan/${loanId}/ledger?size=500`, ctx.tokens.admin)).json();
    expect((await ledgerOf()).balances.interest_income).toBe('-3333.33');
    const edited = await call('PUT', `loan/${loanId}/terms`, ctx.tokens.admin, { day_count: 'actual/365' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().terms.day_count).toBe('actual/365');
    // The stored ledger was re-derived by appended corrections (nothing edited).
    const ledger = await ledgerOf();
    expect(ledger.balances.interest_income).toBe('-3287.67');
    // The 1,000.00 is short of the interest due: it waits in suspense (issue 19 item 4).
    expect(ledger.balances.interest_receivable).toBe('3287.67');
    expect(ledger.balances.suspense).toBe('-1000.00');
    const confirmed = await call('POST', `loan/${loanId}/confirm`, ctx.tokens.admin);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().confirmed_at).not.toBeNull();
    const again = await call('PUT', `loan/${loanId}/terms`, ctx.tokens.admin, { grace_days: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyConfirmed);
    const audit = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity_id, loanId), eq(auditEvents.action, 'servicing.confirm')));
    expect(audit).toHaveLength(1);
  });
});

describe('interest reserve', () => {
  it('pays the interest of each due date while it lasts: the daily job posts it to the stored ledger', async () => {
    const none = (await call('GET', `loan/${loanId}/ledger?size=500`, ctx.tokens.admin)).json();
    expect(none.postings.some((p: { source: string }) => p.source.startsWith('reserve:'))).toBe(false);
    expect(await generateStatements(ctx.db)).toBeGreaterThanOrEqual(2);
    const summary = (await call('GET', `loan/${loanId}`, ctx.tokens.admin)).json();
    // Two due dates passed (day 30-31 and 58-62): the first month's interest (about 10,000) came
    // out of the 15,000 reserve, the second took the rest.
    expect(summary.holdbacks.interest_reserve_left).toBe('0.00');
    const ledger = (await call('GET', `loan/${loanId}/ledger?size=500`, ctx.tokens.admin)).json();
    const fromReserve = ledger.postings.filter(
      (p: { source: string; account: string }) =>
        p.source.startsWith('reserve:') && p.account === 'interest_reserve',
    );
    expect(fromReserve.length).toBe(2);
    expect(fromReserve.reduce((s: number, p: { amount: string }) => s + cents(p.amount), 0)).toBe(1_500_000);
    // The first month was covered by the reserve: it is not late.
    expect(summary.late_periods.map((p: { number: number }) => p.number)).not.toContain(1);
  });
});

/** Orders the draw's inspection and records it done (the loan's terms require one before funding). */
const inspect = async (id: string) => {
  const ordered = await call('POST', `loan/${loanId}/draws/${id}/inspection`, ctx.tokens.admin, {});
  expect(ordered.statusCode).toBe(200);
  const done = await call('PUT', `loan/${loanId}/draws/${id}/inspection`, ctx.tokens.admin, {
    state: 'done',
  });
  expect(done.json().inspection).toMatchObject({ state: 'done', done: true });
};

describe('draws', () => {
  let drawId: string;

  it('lists the budget from the application rehab costs; the borrower requests within it', async () => {
    const draws = (await call('GET', `loan/${loanId}/draws`, ctx.tokens.borrower)).json();
    expect(draws.budget).toEqual([
      { line: 'hard', label: 'Construction hard costs', budget: '80000.00', drawn: '0.00', left: '80000.00' },
      { line: 'soft', label: 'Construction soft costs', budget: '20000.00', drawn: '0.00', left: '20000.00' },
    ]);
    const tooMuch = await call('POST', `loan/${loanId}/draws`, ctx.tokens.borrower, {
      lines: [{ line: 'soft', amount: '20000.01' }],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(m.drawExceedsLine);
    const unknown = await call('POST', `loan/${loanId}/draws`, ctx.tokens.borrower, {
      lines: [{ line: 'roof', amount: '10.00' }],
    });
    expect(unknown.json().message).toBe(m.drawUnknownLine);
    const created = await call('POST', `loan/${loanId}/draws`, ctx.tokens.borrower, {
      lines: [
        { line: 'hard', amount: '30000.00' },
        { line: 'soft', amount: '10000.00' },
      ],
      note: 'Framing and permits',
    });
    expect(created.statusCode).toBe(200);
    drawId = created.json().id;
    expect(created.json()).toMatchObject({ status: 'requested', requested: '40000.00', approved: null });
    // Staff hear of it.
    const heard = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, ctx.users.admin.id), eq(notifications.kind, 'servicing')));
    expect(heard.map((n) => n.message)).toContain('Draw requested: $40,000.00');
  });

  it('refuses another borrower, brokers not on the loan and non-admins deciding', async () => {
    expect((await call('GET', `loan/${othersLoanId}/draws`, ctx.tokens.borrower)).statusCode).toBe(404);
    expect(
      (
        await call('POST', `loan/${othersLoanId}/draws`, ctx.tokens.borrower, {
          lines: [{ line: 'construction', amount: '1.00' }],
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', `loan/${loanId}/draws`, ctx.tokens.broker)).statusCode).toBe(404);
    // Refused before the body is read: an empty body on another's loan is 404, not 400.
    const empty = await call('POST', `loan/${othersLoanId}/draws`, ctx.tokens.borrower, {});
    expect([empty.statusCode, empty.json().message]).toEqual([404, 'Loan not found']);
    for (const step of ['approve', 'fund', 'reject'])
      expect(
        (await call('PUT', `loan/${loanId}/draws/${drawId}/${step}`, ctx.tokens.borrower, { reason: 'x' }))
          .statusCode,
      ).toBe(403);
    const noToken = await ctx.app.inject({
      method: 'PUT',
      url: `/api/servicing/loan/${loanId}/draws/${drawId}/approve`,
      payload: {},
    });
    expect(noToken.statusCode).toBe(401);
  });

  it('attaches an invoice (PDF) and refuses other file types', async () => {
    const form = (bytes: Buffer, name: string) => {
      const boundary = '----servicing';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/servicing/loan/${loanId}/draws/${drawId}/files`,
        headers: {
          ...bearer(ctx.tokens.borrower),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: body,
      });
    };
    const bad = await form(Buffer.from('MZ not an invoice'), 'virus.exe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(m.drawFileType);
    const good = await form(Buffer.from('%PDF-1.4\n% invoice\n'), 'invoice 17.pdf');
    expect(good.statusCode).toBe(200);
    const file = good.json().files[0];
    expect(file).toMatchObject({ file_name: 'invoice 17.pdf', content_type: 'application/pdf' });
    const download = await call('GET', `loan/${loanId}/draws/${drawId}/files/${file.id}`, ctx.tokens.admin);
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('% invoice');
  });

  it('staff approve part, fund it: principal grows by the draw, interest accrues on it, the holdback shrinks', async () => {
    const before = (await call('GET', `loan/${loanId}`, ctx.tokens.admin)).json();
    const over = await call('PUT', `loan/${loanId}/draws/${drawId}/approve`, ctx.tokens.admin, {
      amount: '40000.01',
    });
    expect(over.json().message).toBe(m.drawApproveTooMuch);
    const early = await call('PUT', `loan/${loanId}/draws/${drawId}/fund`, ctx.tokens.admin, {});
    expect(early.statusCode).toBe(409);
    const approved = await call('PUT', `loan/${loanId}/draws/${drawId}/approve`, ctx.tokens.admin, {
      amount: '36000.00',
    });
    expect(approved.json()).toMatchObject({ status: 'approved', approved: '36000.00' });
    expect(approved.json().lines.map((l: { amount: string }) => l.amount)).toEqual(['27000.00', '9000.00']);
    await inspect(drawId);
    const funded = await call('PUT', `loan/${loanId}/draws/${drawId}/fund`, ctx.tokens.admin, {
      effective_date: iso(today - 10),
    });
    expect(funded.statusCode).toBe(200);
    expect(funded.json()).toMatchObject({ status: 'funded', funded_date: iso(today - 10) });
    const after = (await call('GET', `loan/${loanId}`, ctx.tokens.admin)).json();
    expect(cents(after.balances.principal) - cents(before.balances.principal)).toBe(3_600_000);
    expect(after.holdbacks.construction_reserve_left).toBe('64000.00');
    // Ten days of actual/365 interest at 12% on the 36,000 drawn: 118.36 more interest than before.
    // (One cent either way: the period is now rounded in two parts, before and after the draw.)
    const more = cents(after.balances.interest) - cents(before.balances.interest);
    expect(Math.abs(more - Math.round(((36_000 * 0.12 * 10) / 365) * 100))).toBeLessThanOrEqual(1);
    const draws = (await call('GET', `loan/${loanId}/draws`, ctx.tokens.borrower)).json();
    expect(draws.holdback_left).toBe('64000.00');
    expect(draws.budget.map((b: { drawn: string; left: string }) => [b.drawn, b.left])).toEqual([
      ['27000.00', '53000.00'],
      ['9000.00', '11000.00'],
    ]);
    const heard = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, ctx.users.borrower.id), eq(notifications.kind, 'servicing')));
    expect(heard.map((n) => n.message)).toEqual(
      expect.arrayContaining(['Draw approved: $36,000.00', 'Draw funded: $36,000.00']),
    );
    expect((await call('PUT', `loan/${loanId}/draws/${drawId}/fund`, ctx.tokens.admin, {})).statusCode).toBe(
      409,
    );
  });

  it('rejects a request with a reason; a rejected draw frees its budget', async () => {
    const created = await call('POST', `loan/${loanId}/draws`, ctx.tokens.borrower, {
      lines: [{ line: 'soft', amount: '11000.00' }],
    });
    const id = created.json().id;
    const rejected = await call('PUT', `loan/${loanId}/draws/${id}/reject`, ctx.tokens.admin, {
      reason: 'No invoices',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'No invoices' });
    const draws = (await call('GET', `loan/${loanId}/draws`, ctx.tokens.borrower)).json();
    expect(draws.budget[1].left).toBe('11000.00');
  });
});

/** '2026-12-01' as printed: '12/01/2026'. */
const us = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');

describe('statements', () => {
  it('the job makes each full month once; staff and the borrower list and download them', async () => {
    // The reserve test ran the job once already: a second run makes nothing twice.
    expect(await generateStatements(ctx.db)).toBe(0);
    const list = await call('GET', `loan/${loanId}/statements`, ctx.tokens.borrower);
    expect(list.statusCode).toBe(200);
    const statements = list.json().statements;
    expect(statements.length).toBeGreaterThanOrEqual(2);
    expect((await call('GET', `loan/${othersLoanId}/statements`, ctx.tokens.borrower)).statusCode).toBe(404);
    const texts: string[] = [];
    for (const statement of statements) {
      const pdf = await call('GET', `loan/${loanId}/statements/${statement.id}`, ctx.tokens.borrower);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = (await pdftotext(pdf.rawPayload)).replace(/\s+/g, ' ');
      expect(text).toContain('Monthly Loan Statement');
      // US dates like every generated document (issue 23 item 6), never the API's YYYY-MM-DD.
      expect(text).toContain(
        `Statement period: ${us(statement.period_start)} to ${us(statement.period_end)}`,
      );
      expect(text).toContain(`Due date: ${us(statement.due_date)}`);
      expect(text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
      texts.push(text);
    }
    // The month of the first due date shows the interest the reserve paid.
    expect(texts.some((t) => t.includes('Interest paid from the interest reserve'))).toBe(true);
    const first = statements[0];
    expect(
      (await call('GET', `loan/${othersLoanId}/statements/${first.id}`, ctx.tokens.admin)).statusCode,
    ).toBe(404);
  });

  it('GET /servicing/mine gives the borrower a card per own boarded loan', async () => {
    const mine = (await call('GET', 'mine', ctx.tokens.borrower)).json();
    expect(mine.loans.map((l: { loan_id: string }) => l.loan_id)).toEqual([loanId]);
    const card = mine.loans[0];
    const summary = (await call('GET', `loan/${loanId}`, ctx.tokens.admin)).json();
    expect(card.principal).toBe(summary.balances.principal);
    expect(card.construction_holdback_left).toBe('64000.00');
    expect(card.next_due.due_date).toBe(summary.next_due.due_date);
    expect(card.days_past_due).toBe(summary.days_past_due);
    expect(card.statements.length).toBeGreaterThanOrEqual(2);
    expect((await call('GET', 'mine', ctx.tokens.admin)).json().loans).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/servicing/mine' })).statusCode).toBe(401);
  });
});

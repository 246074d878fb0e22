// payment.late (issue 22's servicing events, issue 19 item 5) through the real app on PostgreSQL, the
// app's pg-boss worker and a receiver on 127.0.0.1: the daily servicing job marks each installment
// left unpaid past its grace days, a subscriber receives one signed payment.late per installment
// (checked with the independent `standardwebhooks` package), a second run sends nothing again, and
// a loan paid on time sends none.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, servicingLateInstallments } from '../../db/schema/index';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertLoan } from '../../test/fixtures';
import { generateStatements } from './index';

type Received = { headers: IncomingHttpHeaders; body: string };
type LateEvent = {
  type: string;
  data: { loan_id: string; after: { installment: number; due_date: string; days_late: number } };
};

let ctx: TestContext;
let server: Server;
let url: string;
const received: Received[] = [];
/** Deliveries to the payment.late_cleared subscription ('/cleared'). */
const clearedEvents: Received[] = [];
const DAY = 86_400;
const today = Math.floor(Date.now() / 1000 / DAY);

const api = (method: 'GET' | 'POST', path: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${path}`, headers: bearer(ctx.tokens.admin), payload });

const boardedLoan = async (fundedDaysAgo: number) => {
  const { loan } = await insertLoan(ctx.db, {
    values: {
      status: 'Funded',
      funded_epoch: (today - fundedDaysAgo) * DAY,
      interest_rate: 0.12,
      construction_reserve: null,
    },
  });
  expect((await api('POST', `/servicing/loan/${loan.id}/board`, {})).statusCode).toBe(200);
  return loan.id;
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));
const waitForCount = async (count: number) => {
  const deadline = Date.now() + 30_000;
  while (received.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = { headers: request.headers, body: Buffer.concat(chunks).toString() };
      (request.url === '/cleared' ? clearedEvents : received).push(entry);
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/late`;
  ctx = await createTestContext({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
});
afterAll(async () => {
  await ctx?.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('payment.late from the daily servicing job', () => {
  it('one signed event per installment past its grace, never twice; none for a loan paid on time', async () => {
    const sub = await api('POST', '/webhook-subscriptions', { url, events: ['payment.late'] });
    expect(sub.statusCode).toBe(201);
    const { secret } = sub.json<{ secret: string }>();

    const lateLoan = await boardedLoan(100);
    const paidLoan = await boardedLoan(100);
    // The second loan's borrower pays every installment due so far, on its due date.
    const schedule = (await api('GET', `/servicing/loan/${paidLoan}/schedule`)).json<{
      lines: { due_date: string; payment: string }[];
    }>();
    const due = schedule.lines.filter((l) => Date.parse(`${l.due_date}T00:00:00Z`) / 1000 / DAY <= today);
    expect(due.length).toBeGreaterThanOrEqual(2);
    for (const line of due) {
      const paid = await api('POST', `/servicing/loan/${paidLoan}/payments`, {
        amount: line.payment,
        effective_date: line.due_date,
        method: 'wire',
      });
      expect(paid.statusCode).toBe(200);
    }

    const summary = (await api('GET', `/servicing/loan/${lateLoan}`)).json<{
      late_periods: { number: number; due_date: string; days_late: number }[];
    }>();
    expect(summary.late_periods.length).toBeGreaterThanOrEqual(2);

    await generateStatements(ctx.db);
    await waitForCount(summary.late_periods.length);
    await settle();
    const events = received.map(
      (entry) => new Webhook(secret).verify(entry.body, entry.headers as Record<string, string>) as LateEvent,
    );
    expect(events.every((e) => e.type === 'payment.late' && e.data.loan_id === lateLoan)).toBe(true);
    expect(
      events.map((e) => [e.data.after.installment, e.data.after.due_date]).sort((a, b) => +a[0]! - +b[0]!),
    ).toEqual(summary.late_periods.map((p) => [p.number, p.due_date]));

    // The next night finds the same installments late: nothing is sent again.
    await generateStatements(ctx.db);
    await settle();
    expect(received).toHaveLength(summary.late_periods.length);
  });

  it('a back-dated payment that pays a marked installment on time clears the mark and its late fee, with no second payment.late', async () => {
    const clearedSub = await api('POST', '/webhook-subscriptions', {
      url: url.replace(/\/late$/, '/cleared'),
      events: ['payment.late_cleared'],
    });
    expect(clearedSub.statusCode).toBe(201);
    const clearedSecret = clearedSub.json<{ secret: string }>().secret;
    const loanId = await boardedLoan(100);
    type Summary = { late_periods: { number: number }[]; balances: { fees: string } };
    const summaryOf = async () => (await api('GET', `/servicing/loan/${loanId}`)).json<Summary>();
    const feesOf = async (line: number) => {
      const ledger = (await api('GET', `/servicing/loan/${loanId}/ledger?size=500`)).json<{
        postings: { source: string; account: string; amount: string }[];
      }>();
      return ledger.postings
        .filter((p) => p.source === `late-fee:${line}` && p.account === 'fees_receivable')
        .reduce((sum, p) => sum + Math.round(Number(p.amount) * 100), 0);
    };
    const schedule = (await api('GET', `/servicing/loan/${loanId}/schedule`)).json<{
      lines: { due_date: string; payment: string }[];
    }>();
    // A small payment yesterday brings the stored ledger to yesterday: the late fees are posted.
    const yesterday = new Date((today - 1) * DAY * 1000).toISOString().slice(0, 10);
    const small = await api('POST', `/servicing/loan/${loanId}/payments`, {
      amount: '1.00',
      effective_date: yesterday,
      method: 'wire',
    });
    expect(small.statusCode).toBe(200);
    expect(await feesOf(1)).toBeGreaterThan(0);
    const before = await summaryOf();
    expect(before.late_periods.map((p) => p.number)).toEqual(expect.arrayContaining([1, 2]));
    const sentBefore = received.length;
    await generateStatements(ctx.db);
    await waitForCount(sentBefore + before.late_periods.length);
    const marks = () =>
      ctx.db
        .select({ number: servicingLateInstallments.number })
        .from(servicingLateInstallments)
        .where(eq(servicingLateInstallments.loan_id, loanId));
    expect((await marks()).map((m) => m.number).sort()).toEqual(before.late_periods.map((p) => p.number));
    const sentAfterMarks = received.length;

    // Installment 1 paid, back-dated, on its due date: on time in a replay from scratch.
    const first = schedule.lines[0]!;
    const backDated = await api('POST', `/servicing/loan/${loanId}/payments`, {
      amount: first.payment,
      effective_date: first.due_date,
      method: 'check',
    });
    expect(backDated.statusCode).toBe(200);
    const after = await summaryOf();
    expect(after.late_periods.map((p) => p.number)).not.toContain(1);
    expect(after.late_periods.map((p) => p.number)).toContain(2);
    // The mark went in the payment's transaction; the fee was reversed by the payment's postings.
    expect((await marks()).map((m) => m.number)).not.toContain(1);
    expect(await feesOf(1)).toBe(0);
    expect(await feesOf(2)).toBeGreaterThan(0);
    const [cleared] = await ctx.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entity_id, loanId), eq(auditEvents.action, 'servicing.payment.late.cleared')),
      );
    expect(cleared?.before).toMatchObject({ installment: 1, due_date: first.due_date });
    // Subscribers learn the mark is gone: one signed payment.late_cleared for installment 1.
    const deadline = Date.now() + 30_000;
    while (clearedEvents.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    const [event] = clearedEvents.map(
      (e) =>
        new Webhook(clearedSecret).verify(e.body, e.headers as Record<string, string>) as {
          type: string;
          data: { loan_id: string; before: { installment: number; due_date: string } };
        },
    );
    expect(event).toMatchObject({
      type: 'payment.late_cleared',
      data: { loan_id: loanId, before: { installment: 1, due_date: first.due_date } },
    });

    // The next night: nothing is marked again and no second payment.late is sent.
    await generateStatements(ctx.db);
    await settle();
    expect(received).toHaveLength(sentAfterMarks);
    expect(clearedEvents).toHaveLength(1);
    expect((await marks()).map((m) => m.number).sort()).toEqual(after.late_periods.map((p) => p.number));
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, auditEvents, reports, reportWebhookDeliveries } from '../../db/schema';
import {
  createReportWebhooks,
  signWebhook,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  type ReportWebhookMessage,
} from '../../integrations/reports/webhooks';
import { createTestContext, type TestContext } from '../../test/context';
import { insertBorrower, insertLoan } from '../../test/fixtures';
import { caller, type Caller } from '../loan-status/lifecycle.test-helpers';

const SECRET = 'test-house-canary-callback-secret';
const epoch = () => Math.floor(Date.now() / 1000);

/** A valid report payload of the sandbox shape (sections of items). */
const goodReport = [
  {
    title: 'Valuation',
    items: [
      {
        index: 0,
        key: 'estimated_value',
        label: 'Estimated value',
        value: 1_250_000,
        confidence_level: 8,
        note: 'AVM',
        quote: null,
      },
    ],
  },
];

describe('report vendor callbacks: POST /api/webhooks/reports/:vendor', () => {
  let ctx: TestContext;
  let admin: Caller;
  let loanId: string;

  beforeAll(async () => {
    ctx = await createTestContext({
      env: { REPORTS_SANDBOX_DELAY_MS: '300', REPORTS_WEBHOOK_SECRET_HOUSE_CANARY: SECRET },
    });
    admin = caller(ctx);
    const borrower = await insertBorrower(ctx.db, { email: 'callback-sponsor@example.com' });
    loanId = (await insertLoan(ctx.db, { borrowerIds: [borrower.id] })).loan.id;
  });
  afterAll(async () => ctx?.close());

  /** A house-canary report waiting for the vendor (as after ordering): activity processing. */
  const waitingReport = async (orderId: string) => {
    const now = epoch();
    const [activity] = await ctx.db
      .insert(activities)
      .values({
        loan_id: loanId,
        activity_type: 'house-canary',
        name: 'HouseCanary',
        state: 'processing',
        state_epoch: now,
        last_update: now,
      })
      .returning();
    const [report] = await ctx.db
      .insert(reports)
      .values({
        loan_id: loanId,
        activity_id: activity!.id,
        source: 'house-canary',
        report_type: 'Property Valuation',
        state: 'processing',
        external_id: orderId,
      })
      .returning();
    await ctx.db
      .update(activities)
      .set({ data: { report_id: report!.id } })
      .where(eq(activities.id, activity!.id));
    return { activityId: activity!.id, reportId: report!.id };
  };

  const post = (
    vendor: string,
    message: ReportWebhookMessage | string,
    options: { secret?: string; timestamp?: number; signature?: string } = {},
  ) => {
    const body = typeof message === 'string' ? message : JSON.stringify(message);
    const timestamp = options.timestamp ?? epoch();
    return ctx.app.inject({
      method: 'POST',
      url: `/api/webhooks/reports/${vendor}`,
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
        [WEBHOOK_SIGNATURE_HEADER]:
          options.signature ?? signWebhook(options.secret ?? SECRET, timestamp, body),
      },
      payload: body,
    });
  };

  it('a signed delivery completes the waiting report through the normalisation path; a repeat changes nothing', async () => {
    const { activityId, reportId } = await waitingReport('hc-order-1');
    const message: ReportWebhookMessage = {
      order_id: 'hc-order-1',
      event: 'report.completed',
      report: goodReport,
    };
    const first = await post('house-canary', message);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ report_id: reportId, state: 'done', duplicate: false });
    const shown = (await admin('GET', `/activity/${activityId}/report`)).json();
    expect(shown.state).toBe('done');
    expect(shown.res[0].items[0]).toMatchObject({ key: 'estimated_value', value: 1_250_000 });

    const auditsBefore = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entity_id, activityId));
    const [before] = await ctx.db.select().from(reports).where(eq(reports.id, reportId));
    const again = await post('house-canary', {
      ...message,
      report: [{ title: 'Other', items: [] }],
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ report_id: reportId, state: 'done', duplicate: true });
    const [after] = await ctx.db.select().from(reports).where(eq(reports.id, reportId));
    expect(after!.result).toEqual(before!.result);
    expect(after!.updated_at).toEqual(before!.updated_at);
    const auditsAfter = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entity_id, activityId));
    expect(auditsAfter.length).toBe(auditsBefore.length);
  });

  it('a captured signed delivery replayed within its window changes nothing (200 duplicate), on any server', async () => {
    const { activityId, reportId } = await waitingReport('hc-order-replay');
    const body = JSON.stringify({ order_id: 'hc-order-replay', event: 'report.failed', error: 'no data' });
    const timestamp = epoch();
    const signature = signWebhook(SECRET, timestamp, body);
    const deliver = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/webhooks/reports/house-canary',
        headers: {
          'content-type': 'application/json',
          [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
          [WEBHOOK_SIGNATURE_HEADER]: signature,
        },
        payload: body,
      });
    const first = await deliver();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ report_id: reportId, state: 'error', duplicate: false });
    // The delivery is remembered in PostgreSQL (shared by every server), not in this process.
    const remembered = await ctx.db
      .select()
      .from(reportWebhookDeliveries)
      .where(eq(reportWebhookDeliveries.source, 'house-canary'));
    expect(remembered.some((row) => row.keep_until >= timestamp + 300)).toBe(true);

    // The report is ordered again (waiting for the vendor); the captured failure is posted again.
    await ctx.db.update(reports).set({ state: 'processing', error: null }).where(eq(reports.id, reportId));
    await ctx.db.update(activities).set({ state: 'processing' }).where(eq(activities.id, activityId));
    const auditsBefore = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entity_id, activityId));
    const replay = await deliver();
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ report_id: reportId, state: 'processing', duplicate: true });
    const [row] = await ctx.db.select().from(reports).where(eq(reports.id, reportId));
    expect(row!.state).toBe('processing');
    const auditsAfter = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entity_id, activityId));
    expect(auditsAfter.length).toBe(auditsBefore.length);

    // A new delivery of the same outcome (the vendor's own retry, signed anew) still goes through.
    const fresh = await post('house-canary', {
      order_id: 'hc-order-replay',
      event: 'report.failed',
      error: 'x',
    });
    expect(fresh.json()).toMatchObject({ report_id: reportId, state: 'error', duplicate: false });
  });

  it('a bad signature, a wrong secret, a missing header or an old timestamp is 401 and changes nothing', async () => {
    const { reportId } = await waitingReport('hc-order-2');
    const message: ReportWebhookMessage = {
      order_id: 'hc-order-2',
      event: 'report.completed',
      report: goodReport,
    };
    const wrongSecret = await post('house-canary', message, { secret: 'not-the-secret' });
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json().message).toBe('Invalid webhook signature');
    const garbage = await post('house-canary', message, { signature: 'v1=00' });
    expect(garbage.statusCode).toBe(401);
    // A replay of a once-valid delivery ten minutes later.
    const stale = await post('house-canary', message, { timestamp: epoch() - 600 });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toBe('The webhook timestamp is outside the allowed window');
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/reports/house-canary',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(message),
    });
    expect(unsigned.statusCode).toBe(401);
    // The body altered after signing.
    const timestamp = epoch();
    const tampered = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/reports/house-canary',
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(SECRET, timestamp, JSON.stringify(message)),
      },
      payload: JSON.stringify({ ...message, order_id: 'hc-order-1' }),
    });
    expect(tampered.statusCode).toBe(401);
    const [row] = await ctx.db.select().from(reports).where(eq(reports.id, reportId));
    expect(row!.state).toBe('processing');
  });

  it("an unknown vendor or report is 404; another vendor's signature is refused; live mode has no secret unless set", async () => {
    const unknownVendor = await post('acme-data', { order_id: 'x', event: 'report.completed' });
    expect(unknownVendor.statusCode).toBe(404);
    expect(unknownVendor.json().message).toBe('Unknown report vendor');
    const unknownReport = await post('house-canary', {
      order_id: 'no-such-order',
      event: 'report.completed',
      report: goodReport,
    });
    expect(unknownReport.statusCode).toBe(404);
    expect(unknownReport.json().message).toBe('Report not found');
    // A report of another vendor with the same order id is not found under this vendor.
    await waitingReport('hc-order-3');
    const otherVendor = await post('costar', { order_id: 'hc-order-3', event: 'report.completed' });
    expect(otherVendor.statusCode).toBe(401);
    // Live mode: a vendor's callbacks are refused until its secret is set in the environment.
    const live = createReportWebhooks({
      mode: 'live',
      env: { REPORTS_WEBHOOK_SECRET_COSTAR: 's' },
      timeoutMs: 1000,
    });
    expect(live.secretFor('costar')).toBe('s');
    expect(live.secretFor('appraisal')).toBeNull();
  });

  it('a malformed payload ends the activity in error with the reason, never a 500', async () => {
    const { activityId } = await waitingReport('hc-order-4');
    const badConfidence = structuredClone(goodReport);
    badConfidence[0]!.items[0]!.confidence_level = 42;
    const response = await post('house-canary', {
      order_id: 'hc-order-4',
      event: 'report.completed',
      report: badConfidence,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().state).toBe('error');
    const shown = (await admin('GET', `/activity/${activityId}/report`)).json();
    expect(shown.state).toBe('error');
    expect(shown.err).toMatch(/malformed report .*confidence_level/);

    const { activityId: failedId } = await waitingReport('hc-order-5');
    const failed = await post('house-canary', {
      order_id: 'hc-order-5',
      event: 'report.failed',
      error: 'Property not found in the valuation model',
    });
    expect(failed.json().state).toBe('error');
    expect((await admin('GET', `/activity/${failedId}/report`)).json().err).toBe(
      'The vendor could not produce the report: Property not found in the valuation model',
    );

    // Not JSON at all, or a message without an order: 400, signed or not nothing is stored.
    expect((await post('house-canary', '{not json')).statusCode).toBe(400);
    expect((await post('house-canary', JSON.stringify({ event: 'report.completed' }))).statusCode).toBe(400);
  });

  it('in sandbox mode the credit bureau delivers its result by calling the webhook over loopback', async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    expect(ctx.deps.reportWebhooks.loopback.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const now = epoch();
    const [activity] = await ctx.db
      .insert(activities)
      .values({
        loan_id: loanId,
        activity_type: 'credit-plus',
        name: 'Credit Plus',
        state: 'new',
        state_epoch: now,
        last_update: now,
      })
      .returning();
    const requested = await admin('POST', `/activity/reports/${activity!.id}/set/requested`, {
      pull_option: 'soft',
    });
    expect(requested.statusCode).toBe(200);
    let state = 'processing';
    for (let i = 0; i < 100 && state === 'processing'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      state = (await admin('GET', `/activity/${activity!.id}/report`)).json().state;
    }
    expect(state).toBe('done');
    const report = (await admin('GET', `/activity/${activity!.id}/report`)).json();
    expect(report.is_sandbox).toBe(true);
    expect(report.res.length).toBeGreaterThan(0);
    // Completed by the callback: the report's order id was delivered and the audit shows one Done.
    const [row] = await ctx.db
      .select()
      .from(reports)
      .where(and(eq(reports.activity_id, activity!.id), eq(reports.source, 'credit-plus')));
    expect(row!.external_id).toMatch(/^sandbox-credit-plus-/);
    const done = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity_id, activity!.id), eq(auditEvents.action, 'activity.report.done')));
    expect(done.length).toBe(1);
    expect(ctx.deps.reportWebhooks.delivered).toBeGreaterThan(0);
  });
});

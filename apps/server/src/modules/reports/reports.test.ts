import { reportResponseSchema, reportSectionSchema } from '@lending/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activities, auditEvents, insights, neighborhoods, properties } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { insertBorrower, insertLoan } from '../../test/fixtures';
import { caller, type Caller } from '../loan-status/lifecycle.test-helpers';

const epoch = () => Math.floor(Date.now() / 1000);

const addActivity = async (ctx: TestContext, loanId: string, type: string, state = 'new') => {
  const [row] = await ctx.db
    .insert(activities)
    .values({
      loan_id: loanId,
      activity_type: type,
      name: type,
      state,
      state_epoch: epoch(),
      last_update: epoch(),
    })
    .returning();
  return row!.id;
};

/** Waits for the background job to move the report out of processing. */
const settled = async (call: Caller, activityId: string) => {
  for (let i = 0; i < 60; i++) {
    const report = (await call('GET', `/activity/${activityId}/report`)).json();
    if (report.state !== 'processing') return report;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('report still processing');
};

describe('outside data reports (000 §7, 001 §2-§3)', () => {
  let ctx: TestContext;
  let admin: Caller;
  let loanId: string;
  let humanId: string;
  let borrowerId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createTestContext({ env: { REPORTS_SANDBOX_DELAY_MS: '1500' } });
    admin = caller(ctx);
    const borrower = await insertBorrower(ctx.db, {
      first_name: 'Sam',
      last_name: 'Sponsor',
      email: 'sam@example.com',
      credit_score: 700,
      liquidity: 400_000,
    });
    borrowerId = borrower.id;
    const { loan, property } = await insertLoan(ctx.db, { borrowerIds: [borrower.id] });
    loanId = loan.id;
    humanId = loan.human_id;
    const [hood] = await ctx.db
      .insert(neighborhoods)
      .values({
        name: 'Austin, TX',
        zipcode: '78704',
        data: { median_household_income: 80_000, crime_index: 55 },
      })
      .returning();
    await ctx.db.update(properties).set({ neighborhood_id: hood!.id }).where(eq(properties.id, property.id));
    for (const type of ['clear', 'credit-plus', 'house-canary', 'neighborhood-scout', 'costar'])
      ids[type] = await addActivity(ctx, loanId, type);
  });
  afterAll(async () => ctx?.close());

  it('only admins reach the report and policy calls: borrowers and brokers get 403', async () => {
    const paths: Array<['GET' | 'POST' | 'PUT', string, unknown?]> = [
      ['GET', `/activity/loan/${loanId}/report/all`],
      ['GET', `/activity/${ids.clear}/report`],
      ['POST', `/activity/reports/${ids.clear}/set/requested`, {}],
      ['GET', `/activity/${ids.clear}/download/report`],
      ['GET', `/loan/${loanId}/get-sponsor-link`],
      ['GET', '/policies'],
      ['PUT', '/policies', { version: 0, requirements: [] }],
      ['GET', `/policies/loan/${loanId}`],
      ['GET', `/policies/borrower/${loanId}`],
      ['GET', `/policies/neighborhood/${loanId}`],
    ];
    for (const role of ['borrower', 'broker'] as const) {
      const call = caller(ctx, ctx.tokens[role]);
      for (const [method, path, body] of paths)
        expect((await call(method, path, body)).statusCode, path).toBe(403);
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/activity/loan/${loanId}/report/all` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists the loan reports in the spec order before anything is requested', async () => {
    const list = await admin('GET', `/activity/loan/${humanId}/report/all`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((r: { source: string }) => r.source)).toEqual([
      'credit-plus',
      'costar',
      'house-canary',
      'neighborhood-scout',
      'clear',
    ]);
    for (const report of list.json()) {
      expect(reportResponseSchema.parse(report).res).toBeNull();
      expect(report.state).toBe('new');
    }
  });

  it('requesting a Clear report: New -> Processing -> Done with sandbox sections, audited', async () => {
    const requested = await admin('POST', `/activity/reports/${ids.clear}/set/requested`, {});
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({ activity_id: ids.clear, state: 'processing' });
    expect((await admin('POST', `/activity/reports/${ids.clear}/set/requested`, {})).statusCode).toBe(409);
    const report = await settled(admin, ids.clear!);
    expect(report.state).toBe('done');
    expect(report.is_sandbox).toBe(true);
    expect(report.err).toBeNull();
    const sections = report.res.map((s: unknown) => reportSectionSchema.parse(s));
    expect(sections[0].title).toBe('Sam Sponsor');
    expect(sections[0].entity_id).toBe(borrowerId);
    expect(sections[0].items.map((i: { key: string }) => i.key)).toContain('judgments_liens');
    const audit = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entity_id, ids.clear!));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['activity.report.request.standard', 'activity.report.done']),
    );
  });

  it('credit needs pull_option full or soft; a soft pull is recorded on the report', async () => {
    const none = await admin('POST', `/activity/reports/${ids['credit-plus']}/set/requested`, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("pull_option must be 'full' or 'soft'");
    const bad = await admin('POST', `/activity/reports/${ids['credit-plus']}/set/requested`, {
      pull_option: 'hard',
    });
    expect(bad.statusCode).toBe(400);
    const wrong = await admin('POST', `/activity/reports/${ids.clear}/set/requested`, {
      pull_option: 'soft',
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await admin('POST', `/activity/reports/${ids['credit-plus']}/set/requested`, {
      pull_option: 'soft',
    });
    expect(ok.statusCode).toBe(200);
    const report = await settled(admin, ids['credit-plus']!);
    expect(report.state).toBe('done');
    expect(report.pull_option).toBe('soft');
    const items = report.res[0].items;
    expect(items.find((i: { key: string }) => i.key === 'pull_type').value).toMatch(/Soft/);
    expect(typeof items.find((i: { key: string }) => i.key === 'credit_score').value).toBe('number');
  });

  it('costar in New has no request action (000 §4: upload OCR), so the request is refused', async () => {
    const response = await admin('POST', `/activity/reports/${ids.costar}/set/requested`, {});
    expect(response.statusCode).toBe(409);
  });

  it('downloads a done report as a PDF and refuses one that is not ready', async () => {
    expect((await admin('GET', `/activity/${ids['house-canary']}/download/report`)).statusCode).toBe(409);
    const link = await admin('GET', `/activity/${ids.clear}/download/report`);
    expect(link.statusCode).toBe(200);
    expect(link.json().file_name).toBe('clear-report.pdf');
    const file = await ctx.app.inject({ method: 'GET', url: link.json().url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a report on a loan without what the vendor needs ends in Missing Data with the reason', async () => {
    const { loan } = await insertLoan(ctx.db);
    const credit = await addActivity(ctx, loan.id, 'credit-plus');
    const response = await admin('POST', `/activity/reports/${credit}/set/requested`, {
      pull_option: 'full',
    });
    expect(response.json().state).toBe('missing_data');
    const report = (await admin('GET', `/activity/${credit}/report`)).json();
    expect(report.err).toBe('The loan has no borrower to report on');
    // Refetch is offered from Missing Data (001 §2).
    expect(
      (await admin('POST', `/activity/reports/${credit}/set/requested`, { pull_option: 'full' })).statusCode,
    ).toBe(200);
  });

  it('unknown ids are 404', async () => {
    expect((await admin('GET', '/activity/not-an-id/report')).statusCode).toBe(404);
    expect((await admin('GET', `/activity/loan/99999999/report/all`)).statusCode).toBe(404);
    const termSheet = await addActivity(ctx, loanId, 'term-sheet');
    expect((await admin('POST', `/activity/reports/${termSheet}/set/requested`, {})).statusCode).toBe(404);
  });

  it('report findings and policy comparisons become insights on the loan', async () => {
    const put = await admin('PUT', '/policies', {
      version: 0,
      requirements: [
        {
          entity_type: 'borrower',
          field: 'credit_score',
          title: 'Credit Score',
          value: 900,
          func: 'min',
          diff: { top: 0, mid: 0 },
          value_out_of_range: 'Below the credit policy',
        },
      ],
    });
    expect(put.statusCode).toBe(200);
    // The refresh job runs in the background; a new report also refreshes the loan at once.
    expect((await admin('POST', `/activity/reports/${ids.clear}/set/requested`, {})).statusCode).toBe(200);
    await settled(admin, ids.clear!);
    const rows = await ctx.db.select().from(insights).where(eq(insights.loan_id, loanId));
    const outside = rows.find((r) => r.name === 'Credit Score outside policy');
    expect(outside?.level).toBe(2);
    expect(outside?.description).toContain('Sam Sponsor');
    expect(outside?.description).toContain('Below the credit policy');
    const loan = (await admin('GET', `/loan/${loanId}`)).json();
    expect(loan.insights.map((i: { name: string }) => i.name)).toContain('Credit Score outside policy');
  });

  it("the sponsor link is signed and expiring: it opens the sponsor's data and application without signing in", async () => {
    const link = await admin('GET', `/loan/${humanId}/get-sponsor-link`);
    expect(link.statusCode).toBe(200);
    const body = link.json();
    expect(body).toMatchObject({
      borrower_id: borrowerId,
      name: 'Sam Sponsor',
      email: 'sam@example.com',
      staff_url: '/personal?user-email=sam%40example.com',
    });
    expect(body.url).toMatch(/^http:\/\/localhost:\d+\/sponsor\/[A-Za-z0-9_-]{48}$/);
    const nowEpoch = Math.floor(Date.now() / 1000);
    expect(body.expires_epoch).toBeGreaterThan(nowEpoch + 6 * 86_400);
    const token = body.url.split('/').pop();
    const application = await addActivity(ctx, loanId, 'application');
    const request = await addActivity(ctx, loanId, 'document-request', 'rejected');
    await ctx.db
      .update(activities)
      .set({ document_name: 'Bank statements (last 2 months)', due_epoch: 1_800_000_000 })
      .where(eq(activities.id, request));

    // The sponsor opens it without any token.
    const view = await ctx.app.inject({ method: 'GET', url: `/api/sponsor/${token}` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      loan: { human_id: humanId },
      sponsor: { first_name: 'Sam', last_name: 'Sponsor', email: 'sam@example.com' },
      application: {
        activity_id: application,
        submitted: false,
        url: `/personal/application/${application}`,
      },
      expires_epoch: body.expires_epoch,
      // What the sponsor page shows: who lends, the property, what is asked of the sponsor.
      lender: { name: 'Lending Capital' },
      has_account: false,
    });
    expect(view.json().loan.property_address).toMatch(/^118 Maple Ave, Austin/);
    expect(view.json().document_requests).toEqual([
      { name: 'Bank statements (last 2 months)', state: 'rejected', due_epoch: 1_800_000_000 },
    ]);
    // Nothing secret leaves: no SSN, no date of birth, no internal ids of the borrower.
    expect(Object.keys(view.json().sponsor)).not.toContain('ssn');
    expect(Object.keys(view.json().sponsor)).not.toContain('date_of_birth');

    // An altered token is refused; one past its expiry is gone.
    const altered = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    expect((await ctx.app.inject({ method: 'GET', url: `/api/sponsor/${altered}` })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/sponsor/not-a-token' })).statusCode).toBe(403);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 8 * 86_400_000);
      const expired = await ctx.app.inject({ method: 'GET', url: `/api/sponsor/${token}` });
      expect(expired.statusCode).toBe(410);
      expect(expired.json().message).toBe(
        'This sponsor link has expired. Please ask your lender for a new one.',
      );
    } finally {
      vi.useRealTimers();
    }

    const { loan } = await insertLoan(ctx.db);
    expect((await admin('GET', `/loan/${loan.id}/get-sponsor-link`)).statusCode).toBe(404);
  });
});

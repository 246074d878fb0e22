import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, reports } from '../../db/schema';
import { ReportVendorError, type ReportAdapter } from '../../integrations/reports/report-adapter';
import type { JobQueue } from '../../jobs/queue';
import { createTestContext, type TestContext } from '../../test/context';
import { insertBorrower, insertLoan } from '../../test/fixtures';
import { backoffSeconds, MAX_ATTEMPTS, runReportJob } from './report-runner';
import type { ReportFetchJob } from './reports.service';

type Sent = { data: ReportFetchJob; startAfterSeconds?: number };

/** A queue that records instead of running, so each attempt is driven by the test. */
const recordingQueue = (sent: Sent[]): JobQueue => ({
  send: async (_name, data, options) => {
    sent.push({ data: data as unknown as ReportFetchJob, startAfterSeconds: options?.startAfterSeconds });
    return 'job';
  },
  work: async () => undefined,
  schedule: async () => undefined,
  stats: async () => ({ queued: 0, active: 0, running: 0 }),
  stop: async () => undefined,
});

const adapterWith = (
  poll: ReportAdapter['poll'],
  normalise: ReportAdapter['normalise'] = (p) => p as never,
): ReportAdapter => ({
  source: 'clear',
  mode: 'live',
  missingData: () => null,
  order: async () => ({ externalId: 'ext-1' }),
  poll,
  normalise,
});

describe('the reports.fetch job: retries with backoff, never crashes, ends in error with the reason', () => {
  let ctx: TestContext;
  let loanId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    const borrower = await insertBorrower(ctx.db);
    loanId = (await insertLoan(ctx.db, { borrowerIds: [borrower.id] })).loan.id;
  });
  afterAll(async () => ctx?.close());

  const processingReport = async () => {
    const now = Math.floor(Date.now() / 1000);
    const [activity] = await ctx.db
      .insert(activities)
      .values({
        loan_id: loanId,
        activity_type: 'clear',
        name: 'Clear',
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
        source: 'clear',
        report_type: 'Legal Verification',
        state: 'processing',
        is_sandbox: false,
      })
      .returning();
    await ctx.db
      .update(activities)
      .set({ data: { report_id: report!.id } })
      .where(eq(activities.id, activity!.id));
    return { activityId: activity!.id, reportId: report!.id };
  };
  const stateOf = async (activityId: string) =>
    (await ctx.db.select().from(activities).where(eq(activities.id, activityId)))[0]!;

  it('a vendor outage is retried with growing delays, then the activity shows the reason', async () => {
    const { activityId, reportId } = await processingReport();
    const sent: Sent[] = [];
    const adapter = adapterWith(async () => {
      throw new ReportVendorError('CLEAR is unavailable (HTTP 503)', true);
    });
    const deps = {
      db: ctx.db,
      jobs: recordingQueue(sent),
      reports: { clear: adapter } as never,
      crypto: ctx.deps.crypto,
    };
    let job: ReportFetchJob = { reportId, attempt: 0, polls: 0 };
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await runReportJob(deps, job);
      if (i < MAX_ATTEMPTS - 1) {
        expect(sent.at(-1)).toEqual({
          data: { reportId, attempt: i + 1, polls: 0 },
          startAfterSeconds: backoffSeconds(i),
        });
        expect((await stateOf(activityId)).state).toBe('processing');
        job = sent.at(-1)!.data;
      }
    }
    expect(sent).toHaveLength(MAX_ATTEMPTS - 1);
    expect(sent.map((s) => s.startAfterSeconds)).toEqual([5, 10, 20]);
    const activity = await stateOf(activityId);
    expect(activity.state).toBe('error');
    expect(activity.status_text).toBe('CLEAR is unavailable (HTTP 503)');
    const [report] = await ctx.db.select().from(reports).where(eq(reports.id, reportId));
    expect(report).toMatchObject({
      state: 'error',
      error: 'CLEAR is unavailable (HTTP 503)',
      external_id: 'ext-1',
    });
  });

  it('a malformed payload (confidence 11) ends in error at once, without retrying', async () => {
    const { activityId } = await processingReport();
    const sent: Sent[] = [];
    const adapter = adapterWith(async () => ({
      status: 'ready',
      payload: [{ title: 'x', items: [{ index: 0, key: 'k', label: 'K', value: 1, confidence_level: 11 }] }],
    }));
    const reportId = ((await stateOf(activityId)).data as { report_id: string }).report_id;
    await runReportJob(
      {
        db: ctx.db,
        jobs: recordingQueue(sent),
        reports: { clear: adapter } as never,
        crypto: ctx.deps.crypto,
      },
      { reportId, attempt: 0, polls: 0 },
    );
    expect(sent).toHaveLength(0);
    const activity = await stateOf(activityId);
    expect(activity.state).toBe('error');
    expect(activity.status_text).toMatch(
      /^The vendor sent a malformed report \(0\.items\.0\.confidence_level: /,
    );
  });

  it('a pending order is polled again later; an unexpected exception never escapes the job', async () => {
    const { activityId, reportId } = await processingReport();
    const sent: Sent[] = [];
    const deps = (poll: ReportAdapter['poll']) => ({
      db: ctx.db,
      jobs: recordingQueue(sent),
      reports: { clear: adapterWith(poll) } as never,
      crypto: ctx.deps.crypto,
    });
    await runReportJob(
      deps(async () => ({ status: 'pending' })),
      { reportId, attempt: 0, polls: 0 },
    );
    expect(sent.at(-1)).toEqual({ data: { reportId, attempt: 0, polls: 1 }, startAfterSeconds: 5 });
    await expect(
      runReportJob(
        deps(async () => {
          throw new TypeError('boom');
        }),
        { reportId, attempt: MAX_ATTEMPTS - 1, polls: 1 },
      ),
    ).resolves.toBeUndefined();
    expect((await stateOf(activityId)).status_text).toBe('The report could not be produced, please refetch');
  });
});

// The reports.fetch job: order (once), poll until ready, normalise, validate, store. It never
// throws: vendor failures are retried with exponential backoff up to MAX_ATTEMPTS, then end the
// report in error with the reason; malformed payloads and missing credentials end it at once.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reports } from '../../db/schema';
import { ReportVendorError, type ReportAdapters } from '../../integrations/reports/report-adapter';
import type { JobQueue } from '../../jobs/queue';
import type { Crypto } from '../../lib/crypto';
import { loadReportSubject } from './report-subject';
import { storeVendorPayload } from './report-delivery';
import { failReport, REPORT_FETCH_JOB, type ReportFetchJob } from './reports.service';

export const MAX_ATTEMPTS = 4;
/** Polls of a pending order before giving up (about 10 minutes at the poll interval). */
const MAX_POLLS = 120;
const POLL_SECONDS = 5;
export const backoffSeconds = (attempt: number) => 2 ** attempt * 5;

export type ReportRunnerDeps = { db: Db; jobs: JobQueue; reports: ReportAdapters; crypto: Crypto };

const IDENTITY_SOURCES = new Set(['credit-plus', 'xactus', 'lexis-nexis', 'clear']);

export const runReportJob = async (deps: ReportRunnerDeps, job: ReportFetchJob): Promise<void> => {
  const [report] = await deps.db.select().from(reports).where(eq(reports.id, job.reportId));
  if (!report || report.state !== 'processing' || !report.loan_id) return;
  const adapter = deps.reports[report.source as keyof ReportAdapters];
  if (!adapter) return failReport(deps.db, report.id, `No adapter for ${report.source}`);
  const pull = (report.request as { pull_option?: 'full' | 'soft' | null }).pull_option ?? null;
  try {
    const subject = await loadReportSubject(deps.db, report.loan_id, {
      pullOption: pull,
      withSsn: adapter.mode === 'live' && IDENTITY_SOURCES.has(report.source) ? deps.crypto : undefined,
    });
    if (!subject) return failReport(deps.db, report.id, 'The loan was not found');
    let externalId = report.external_id;
    if (!externalId) {
      externalId = (await adapter.order(subject)).externalId;
      await deps.db.update(reports).set({ external_id: externalId }).where(eq(reports.id, report.id));
    }
    const polled = await adapter.poll({ externalId }, subject);
    if (polled.status === 'pending') {
      if (job.polls + 1 >= MAX_POLLS)
        return failReport(deps.db, report.id, 'The vendor did not deliver the report in time');
      await deps.jobs.send<ReportFetchJob>(
        REPORT_FETCH_JOB,
        { ...job, polls: job.polls + 1 },
        { startAfterSeconds: adapter.mode === 'sandbox' ? 1 : POLL_SECONDS },
      );
      return;
    }
    await storeVendorPayload(deps.db, report.id, adapter, polled.payload, subject);
  } catch (error) {
    const isVendor = error instanceof ReportVendorError;
    if ((!isVendor || error.retryable) && job.attempt + 1 < MAX_ATTEMPTS) {
      await deps.jobs
        .send<ReportFetchJob>(
          REPORT_FETCH_JOB,
          { ...job, attempt: job.attempt + 1 },
          { startAfterSeconds: backoffSeconds(job.attempt) },
        )
        .catch(() => failReport(deps.db, report.id, 'The report could not be queued again, please refetch'));
      return;
    }
    await failReport(
      deps.db,
      report.id,
      isVendor ? error.message : 'The report could not be produced, please refetch',
    );
  }
};

// Outside data reports on a loan (000 §3-§4, §7; 001 §2-§3; DESIGN.md §6). Requesting moves the
// activity New -> Processing (or Missing Data when the loan lacks what the vendor needs) and
// queues a job; the job orders, polls and normalises; the activity ends Done, or Error with the
// vendor's reason. Every move is audited in the same transaction.
import {
  activityActions,
  canRefetchReport,
  isCreditReportType,
  REPORT_ADAPTER_SOURCES,
  REPORT_DEFAULT_LABELS,
  reportOrderRank,
  type ActivityAction,
  type ReportAdapterSource,
  type ReportResponse,
  type ReportSection,
} from '@lending/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { activities, reports } from '../../db/schema';
import type { ReportAdapters } from '../../integrations/reports/report-adapter';
import type { JobQueue } from '../../jobs/queue';
import { AppError } from '../../plugins/errors';
import { changeActivityState, notAllowed, withLockedActivity, type ActivityRow } from '../activity/index';
import { findLoan, type LoanCaller } from '../../lib/loan-finder';
import { liquiditySections } from '../../integrations/reports/sandbox-data';
import { loadReportSubject } from './report-subject';
import { isUuid } from '../../lib/ids';
import { systemActor, type Actor } from '../../lib/actor';

export const REPORT_FETCH_JOB = 'reports.fetch';
export type ReportFetchJob = { reportId: string; attempt: number; polls: number };

/** The adapter source of a report activity; a generic 'report' activity names it in data.source. */
export const sourceOfActivity = (
  activity: Pick<ActivityRow, 'activity_type' | 'data'>,
): ReportAdapterSource | null => {
  const candidate =
    activity.activity_type === 'report' ? String(activity.data.source ?? '') : activity.activity_type;
  return (REPORT_ADAPTER_SOURCES as readonly string[]).includes(candidate)
    ? (candidate as ReportAdapterSource)
    : null;
};

const requestAction = (type: string, pull: 'full' | 'soft' | null): ActivityAction =>
  isCreditReportType(type)
    ? pull === 'soft'
      ? 'request-credit-soft'
      : 'request-credit-full'
    : (`request-${type}` as ActivityAction);

export type RequestReportInput = {
  activityId: string;
  pullOption: 'full' | 'soft' | null;
  actor: Actor;
};

export const requestReport = async (
  deps: { db: Db; jobs: JobQueue; reports: ReportAdapters },
  { activityId, pullOption, actor }: RequestReportInput,
) => {
  const result = await withLockedActivity(deps.db, activityId, async (tx, activity) => {
    const source = sourceOfActivity(activity);
    if (!source || activity.archived) throw new AppError(404, 'Activity is not a report activity');
    const isCredit = isCreditReportType(activity.activity_type);
    if (isCredit && !pullOption) throw new AppError(400, "pull_option must be 'full' or 'soft'");
    if (!isCredit && pullOption) throw new AppError(400, 'pull_option is only for credit reports');
    // New: the action table's request-* row (000 §4). Done, Error, Missing Data: the External
    // Data tab's refetch (001 §2).
    const action = requestAction(activity.activity_type, pullOption);
    const isRequest =
      activity.state === 'new' &&
      activityActions({ type: activity.activity_type, state: activity.state, view: 'loan' }).includes(action);
    if (!isRequest && !canRefetchReport(activity.state)) throw notAllowed(action, activity);
    if (!activity.loan_id) throw new AppError(409, 'The report activity is not on a loan');
    const adapter = deps.reports[source];
    const subject = await loadReportSubject(tx, activity.loan_id, { pullOption });
    const missing = subject ? adapter.missingData(subject) : 'The loan was not found';
    const [report] = await tx
      .insert(reports)
      .values({
        loan_id: activity.loan_id,
        activity_id: activity.id,
        source,
        report_type: activity.report_type ?? REPORT_DEFAULT_LABELS[source],
        state: missing ? 'missing_data' : 'processing',
        request: { pull_option: pullOption, requested_by: actor.email },
        error: missing,
        is_sandbox: adapter.mode === 'sandbox',
      })
      .returning();
    const updated = await changeActivityState(tx, {
      activity,
      to: missing ? 'missing_data' : 'processing',
      actor,
      action: isRequest ? `report.request.${pullOption ?? 'standard'}` : 'report.refetch',
      text: missing,
      changes: { data: { ...activity.data, pull_option: pullOption, report_id: report!.id } },
    });
    return { report: report!, activity: updated, missing };
  });
  if (!result.missing) {
    try {
      await deps.jobs.send<ReportFetchJob>(REPORT_FETCH_JOB, {
        reportId: result.report.id,
        attempt: 0,
        polls: 0,
      });
    } catch {
      await failReport(deps.db, result.report.id, 'The report could not be queued, please refetch');
    }
  }
  return { activity_id: result.activity.id, state: result.missing ? 'missing_data' : 'processing' };
};

const SYSTEM_ACTOR = systemActor('reports');

/** How a processing report ends: the report row's new fields, and where its activity goes. */
type ReportEnd = {
  patch: Partial<typeof reports.$inferInsert>;
  to: 'done' | 'error' | 'missing_data' | 'unsupported';
  action: string;
  text: string | null;
};

/**
 * Ends a report that is still processing, in one transaction: the report takes `end.patch`, its
 * activity (if it still waits on this report) moves to `end.to`, then `then` runs for the loan.
 * A report another path has already ended is left alone.
 */
export const endReport = async (
  db: Db,
  reportId: string,
  end: ReportEnd,
  then?: (tx: DbOrTx, loanId: string) => Promise<void>,
): Promise<void> => {
  await db.transaction(async (tx) => {
    const [report] = await tx.select().from(reports).where(eq(reports.id, reportId)).for('no key update');
    if (!report?.activity_id || report.state !== 'processing') return;
    await tx
      .update(reports)
      .set({ ...end.patch, updated_at: new Date() })
      .where(eq(reports.id, reportId));
    const [activity] = await tx
      .select()
      .from(activities)
      .where(eq(activities.id, report.activity_id))
      .for('no key update');
    if (activity && activity.state === 'processing' && activity.data.report_id === reportId)
      await changeActivityState(tx, {
        activity,
        to: end.to,
        actor: SYSTEM_ACTOR,
        action: end.action,
        text: end.text,
      });
    if (then && report.loan_id) await then(tx, report.loan_id);
  });
};

/** Ends a report in error: the report keeps the reason, the activity shows it (state 'error'). */
export const failReport = (db: Db, reportId: string, reason: string): Promise<void> =>
  endReport(db, reportId, {
    patch: { state: 'error', error: reason },
    to: 'error',
    action: 'report.error',
    text: reason,
  });

/** Stores the normalised sections and moves the activity to Done, in one transaction. */
export const completeReport = (
  db: Db,
  reportId: string,
  sections: ReportSection[],
  onDone: (tx: DbOrTx, loanId: string) => Promise<void>,
): Promise<void> =>
  endReport(
    db,
    reportId,
    {
      patch: { state: 'done', result: { sections }, error: null },
      to: 'done',
      action: 'report.done',
      text: null,
    },
    onDone,
  );

type ReportRow = typeof reports.$inferSelect;

/** The file a Costar or appraisal report is read from (report-from-upload.ts), else null. */
const uploadedFileOf = (report: ReportRow | undefined): string | null => {
  const request = report?.request as { uploaded_document_id?: unknown; file_name?: unknown } | undefined;
  return request?.uploaded_document_id && typeof request.file_name === 'string' ? request.file_name : null;
};

const toResponse = (activity: ActivityRow, report: ReportRow | undefined): ReportResponse => {
  const source = sourceOfActivity(activity) ?? activity.activity_type;
  const sections = (report?.result as { sections?: ReportSection[] } | null)?.sections ?? null;
  const pull = activity.data.pull_option;
  return {
    activityId: activity.id,
    reportType: report?.report_type ?? activity.report_type ?? activity.name,
    source,
    activity_type: activity.activity_type,
    state: activity.state,
    res: report?.state === 'done' ? sections : null,
    err:
      report?.state === 'error' || report?.state === 'missing_data'
        ? report.error
        : activity.state === 'error'
          ? activity.status_text
          : null,
    is_sandbox: report?.is_sandbox ?? true,
    pull_option: pull === 'full' || pull === 'soft' ? pull : null,
    updated_epoch: report ? Math.floor(report.updated_at.getTime() / 1000) : null,
    is_fetching: report?.state === 'processing',
    uploaded_file: uploadedFileOf(report),
  };
};

/** The latest report of each activity; for a done activity, its latest done report. */
const latestReports = async (db: DbOrTx, activityIds: string[]) => {
  if (activityIds.length === 0) return new Map<string, ReportRow>();
  const rows = await db
    .select()
    .from(reports)
    .where(inArray(reports.activity_id, activityIds))
    .orderBy(desc(reports.created_at));
  const latest = new Map<string, ReportRow>();
  for (const row of rows)
    if (row.activity_id && !latest.has(row.activity_id)) latest.set(row.activity_id, row);
  return latest;
};

/**
 * A plaid verification is done when the borrower connects a bank (plaid module); until a fetch
 * runs, its report is the stored balances of the connections.
 */
const withBankBalances = async (
  db: DbOrTx,
  report: ReportResponse,
  loanId: string,
): Promise<ReportResponse> => {
  if (report.source !== 'plaid' || report.state !== 'done' || report.res) return report;
  const subject = await loadReportSubject(db, loanId);
  const sections = subject ? liquiditySections(subject) : [];
  const isSandbox = subject?.bankConnections.some((c) => c.is_sandbox) ?? true;
  return sections.length ? { ...report, res: sections, is_sandbox: isSandbox } : report;
};

export const listLoanReports = async (
  db: Db,
  loanIdOrHumanId: string,
  caller: LoanCaller,
): Promise<ReportResponse[]> => {
  const loan = await findLoan(db, loanIdOrHumanId, { for: caller });
  const rows = await db
    .select()
    .from(activities)
    .where(and(eq(activities.loan_id, loan.id), eq(activities.archived, false)));
  const reportActivities = rows.filter((row) => sourceOfActivity(row));
  const latest = await latestReports(
    db,
    reportActivities.map((a) => a.id),
  );
  return reportActivities
    .map((activity) => toResponse(activity, latest.get(activity.id)))
    .sort(
      (a, b) =>
        reportOrderRank(a.source) - reportOrderRank(b.source) || a.reportType.localeCompare(b.reportType),
    );
};

export const getReport = async (
  db: Db,
  activityId: string,
): Promise<{ report: ReportResponse; loanId: string | null }> => {
  const [activity] = isUuid(activityId)
    ? await db.select().from(activities).where(eq(activities.id, activityId))
    : [];
  if (!activity || !sourceOfActivity(activity)) throw new AppError(404, 'Report not found');
  const latest = await latestReports(db, [activity.id]);
  const report = toResponse(activity, latest.get(activity.id));
  return {
    report: activity.loan_id ? await withBankBalances(db, report, activity.loan_id) : report,
    loanId: activity.loan_id,
  };
};

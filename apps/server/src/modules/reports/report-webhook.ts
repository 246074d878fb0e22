// POST /api/webhooks/reports/:vendor (DESIGN.md §6): a vendor that answers asynchronously calls
// back with the order's result. No user signs in: the vendor's HMAC signature over the raw body
// (integrations/reports/webhooks.ts) is the authentication. The payload goes through the same
// normalisation as a polled one; a repeated delivery changes nothing (the same signed delivery is
// remembered in PostgreSQL for its window: report-webhook-replay.ts); a malformed report ends the
// activity in error with the reason (the vendor is told it was received, a retry would not help).
import {
  REPORT_ADAPTER_SOURCES,
  reportWebhookMessageSchema,
  type ReportAdapterSource,
  type ReportWebhookResult,
} from '@lending/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { reports } from '../../db/schema';
import { ReportVendorError, type ReportAdapters } from '../../integrations/reports/report-adapter';
import { verifyWebhook, type ReportWebhooks } from '../../integrations/reports/webhooks';
import { AppError } from '../../plugins/errors';
import { storeVendorPayload } from './report-delivery';
import { claimDelivery } from './report-webhook-replay';
import { loadReportSubject } from './report-subject';
import { failReport } from './reports.service';

export const WEBHOOK_MESSAGES = {
  unknownVendor: 'Unknown report vendor',
  notConfigured: 'Callbacks from this vendor are not configured',
  badSignature: 'Invalid webhook signature',
  stale: 'The webhook timestamp is outside the allowed window',
  malformed: 'Malformed webhook message',
  unknownReport: 'Report not found',
} as const;

export const handleReportWebhook = async (
  deps: { db: Db; reports: ReportAdapters; reportWebhooks: ReportWebhooks },
  input: { vendor: string; rawBody: Buffer; timestamp?: string; signature?: string },
): Promise<ReportWebhookResult> => {
  if (!(REPORT_ADAPTER_SOURCES as readonly string[]).includes(input.vendor))
    throw new AppError(404, WEBHOOK_MESSAGES.unknownVendor);
  const source = input.vendor as ReportAdapterSource;
  const secret = deps.reportWebhooks.secretFor(source);
  if (!secret) throw new AppError(401, WEBHOOK_MESSAGES.notConfigured);
  const check = verifyWebhook(secret, input, input.rawBody);
  if (check === 'stale') throw new AppError(401, WEBHOOK_MESSAGES.stale);
  if (check !== 'ok') throw new AppError(401, WEBHOOK_MESSAGES.badSignature);

  let parsed: z.infer<typeof reportWebhookMessageSchema>;
  try {
    parsed = reportWebhookMessageSchema.parse(JSON.parse(input.rawBody.toString('utf8')));
  } catch {
    throw new AppError(400, WEBHOOK_MESSAGES.malformed);
  }
  const [report] = await deps.db
    .select()
    .from(reports)
    .where(and(eq(reports.source, source), eq(reports.external_id, parsed.order_id)))
    .limit(1);
  if (!report) throw new AppError(404, WEBHOOK_MESSAGES.unknownReport);
  // Delivered before (or ended otherwise): acknowledged, nothing changes.
  if (report.state !== 'processing') return { report_id: report.id, state: report.state, duplicate: true };
  // The same signed delivery again (a replay within its window): acknowledged, nothing changes.
  const claim = await claimDelivery(deps.db, {
    source,
    timestamp: input.timestamp!,
    rawBody: input.rawBody,
  });
  if (!claim.isFirst) return { report_id: report.id, state: report.state, duplicate: true };
  try {
    return await applyDelivery(deps, report, parsed, source);
  } catch (error) {
    await claim.release().catch(() => undefined);
    throw error;
  }
};

const applyDelivery = async (
  deps: { db: Db; reports: ReportAdapters },
  report: typeof reports.$inferSelect,
  parsed: z.infer<typeof reportWebhookMessageSchema>,
  source: ReportAdapterSource,
): Promise<ReportWebhookResult> => {
  const stateOf = async () =>
    (await deps.db.select({ state: reports.state }).from(reports).where(eq(reports.id, report.id)))[0]!.state;
  if (parsed.event === 'report.failed') {
    const reason = parsed.error?.trim() || 'no reason given';
    await failReport(deps.db, report.id, `The vendor could not produce the report: ${reason}`);
    return { report_id: report.id, state: await stateOf(), duplicate: false };
  }
  const pull = (report.request as { pull_option?: 'full' | 'soft' | null }).pull_option ?? null;
  const subject = report.loan_id
    ? await loadReportSubject(deps.db, report.loan_id, { pullOption: pull })
    : null;
  if (!subject) {
    await failReport(deps.db, report.id, 'The loan was not found');
    return { report_id: report.id, state: await stateOf(), duplicate: false };
  }
  try {
    if (parsed.report === undefined) throw new ReportVendorError('The vendor sent no report', false);
    await storeVendorPayload(deps.db, report.id, deps.reports[source], parsed.report, subject);
  } catch (error) {
    await failReport(
      deps.db,
      report.id,
      error instanceof ReportVendorError ? error.message : 'The vendor sent a report that could not be read',
    );
  }
  return { report_id: report.id, state: await stateOf(), duplicate: false };
};

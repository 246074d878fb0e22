// The sandbox adapters (the default): an order is "ready" after a short delay, as the vendors'
// test environments answer, and its payload is the deterministic data of sandbox-data.ts.
// Vendors that answer by callback (WEBHOOK_SOURCES) post the payload to this server's own
// webhook over loopback, signed like the vendor, once the delay is over: the webhook path is the
// one that completes their reports. Without a listening server the payload is polled instead.
import { reportSectionSchema, type ReportAdapterSource } from '@lending/domain';
import { z } from 'zod';
import { MISSING_DATA, ReportVendorError, type ReportAdapter } from './report-adapter';
import { SANDBOX_REPORTS } from './sandbox-data';
import type { ReportWebhooks } from './webhooks';

const sectionsSchema = z.array(reportSectionSchema);

/** Sandbox vendors that deliver by webhook: the credit bureaus' merged reports and appraisals. */
const WEBHOOK_SOURCES: ReadonlySet<ReportAdapterSource> = new Set(['credit-plus', 'xactus', 'appraisal']);

export const createSandboxAdapter = (
  source: ReportAdapterSource,
  delayMs: number,
  webhooks?: ReportWebhooks,
): ReportAdapter => ({
  source,
  mode: 'sandbox',
  missingData: MISSING_DATA[source],
  order: async () => ({ externalId: `sandbox-${source}-${Date.now() + delayMs}` }),
  poll: async (order, subject) => {
    const readyAt = Number(order.externalId.split('-').pop());
    if (!Number.isFinite(readyAt)) throw new ReportVendorError('Unknown sandbox order', false);
    if (Date.now() < readyAt) return { status: 'pending' };
    const payload = SANDBOX_REPORTS[source](subject);
    if (webhooks && WEBHOOK_SOURCES.has(source) && webhooks.loopback.baseUrl) {
      // The callback completes the report; a refused or failed one is tried again at the next poll.
      await webhooks
        .deliver(source, { order_id: order.externalId, event: 'report.completed', report: payload })
        .catch(() => undefined);
      return { status: 'pending' };
    }
    return { status: 'ready', payload };
  },
  normalise: (payload) => sectionsSchema.parse(payload),
});

// The sandbox adapters (the default): an order is "ready" after a short delay, as the vendors'
// test environments answer, and its payload is the deterministic data of sandbox-data.ts.
import { reportSectionSchema, type ReportAdapterSource } from '@lending/domain';
import { z } from 'zod';
import { MISSING_DATA, ReportVendorError, type ReportAdapter } from './report-adapter';
import { SANDBOX_REPORTS } from './sandbox-data';

const sectionsSchema = z.array(reportSectionSchema);

export const createSandboxAdapter = (source: ReportAdapterSource, delayMs: number): ReportAdapter => ({
  source,
  mode: 'sandbox',
  missingData: MISSING_DATA[source],
  order: async () => ({ externalId: `sandbox-${source}-${Date.now() + delayMs}` }),
  poll: async (order, subject) => {
    const readyAt = Number(order.externalId.split('-').pop());
    if (!Number.isFinite(readyAt)) throw new ReportVendorError('Unknown sandbox order', false);
    if (Date.now() < readyAt) return { status: 'pending' };
    return { status: 'ready', payload: SANDBOX_REPORTS[source](subject) };
  },
  normalise: (payload) => sectionsSchema.parse(payload),
});

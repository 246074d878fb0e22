import { REPORT_ADAPTER_SOURCES, type ReportAdapterSource } from '@lending/domain';
import { createLiveAdapter } from './live/live-adapters';
import type { ReportAdapter, ReportAdapters } from './report-adapter';
import { createSandboxAdapter } from './sandbox-adapter';
import type { ReportWebhooks } from './webhooks';

export type ReportsOptions = {
  mode: 'sandbox' | 'live';
  sandboxDelayMs: number;
  timeoutMs: number;
  env: Record<string, string | undefined>;
  /** Callbacks: the sandbox's asynchronous vendors deliver through them. */
  webhooks?: ReportWebhooks;
};

/** Sandbox by default (DESIGN.md §6); REPORTS_MODE=live uses every vendor's API. */
export const createReportAdapters = (options: ReportsOptions): ReportAdapters =>
  Object.fromEntries(
    REPORT_ADAPTER_SOURCES.map((source): [ReportAdapterSource, ReportAdapter] => [
      source,
      options.mode === 'live'
        ? createLiveAdapter(source, options.env, options.timeoutMs)
        : createSandboxAdapter(source, options.sandboxDelayMs, options.webhooks),
    ]),
  ) as ReportAdapters;

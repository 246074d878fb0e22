// Report vendors that answer asynchronously call back (DESIGN.md §6 "request -> job -> poll OR
// webhook -> normalise"). A callback is authenticated the way these vendors document it: an
// HMAC-SHA256 over `<timestamp>.<raw body>` with a per-vendor shared secret, sent as
//   X-Webhook-Timestamp: <unix seconds>
//   X-Webhook-Signature: v1=<hex digest>[, v1=<hex digest of a rotated secret>]
// checked in constant time, and refused outside a five-minute window (replays).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { REPORT_ADAPTER_SOURCES, type ReportAdapterSource } from '@lending/domain';
import { epochNow } from '../../lib/clock';

export const WEBHOOK_TIMESTAMP_HEADER = 'x-webhook-timestamp';
export const WEBHOOK_SIGNATURE_HEADER = 'x-webhook-signature';
/** Seconds a signed callback stays acceptable (either side of the server's clock). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The environment variable holding a vendor's callback secret, e.g. REPORTS_WEBHOOK_SECRET_HOUSE_CANARY. */
const webhookSecretVariable = (source: ReportAdapterSource) =>
  `REPORTS_WEBHOOK_SECRET_${source.toUpperCase().replace(/-/g, '_')}`;
export const REPORT_WEBHOOK_ENV: string[] = REPORT_ADAPTER_SOURCES.map(webhookSecretVariable);

/** What a vendor posts: its order id, the outcome, and the same payload a poll would return. */
export type ReportWebhookMessage = {
  order_id: string;
  event: 'report.completed' | 'report.failed';
  report?: unknown;
  error?: string;
};

export const signWebhook = (secret: string, timestamp: number, rawBody: Buffer | string): string =>
  `v1=${createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex')}`;

type WebhookCheck = 'ok' | 'missing' | 'stale' | 'bad-signature';

/** Checks the timestamp window and the signature (any of the `v1=` values) in constant time. */
export const verifyWebhook = (
  secret: string,
  headers: { timestamp?: string; signature?: string },
  rawBody: Buffer,
  nowSeconds = epochNow(),
): WebhookCheck => {
  if (!headers.timestamp || !headers.signature) return 'missing';
  if (!/^\d{1,12}$/.test(headers.timestamp)) return 'stale';
  const timestamp = Number(headers.timestamp);
  if (Math.abs(nowSeconds - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return 'stale';
  const expected = Buffer.from(signWebhook(secret, timestamp, rawBody));
  const candidates = headers.signature.split(',').map((part) => Buffer.from(part.trim()));
  const matches = candidates.filter(
    (candidate) => candidate.length === expected.length && timingSafeEqual(candidate, expected),
  );
  return matches.length > 0 ? 'ok' : 'bad-signature';
};

export type ReportWebhooks = {
  /** The vendor's secret; null when callbacks from it are not configured. */
  secretFor: (source: ReportAdapterSource) => string | null;
  /** Where this process listens, set once the server is listening (sandbox callbacks go there). */
  loopback: { baseUrl: string | null };
  /** Posts a signed callback to this server, as the vendor would; throws when it is not accepted. */
  deliver: (source: ReportAdapterSource, message: ReportWebhookMessage) => Promise<void>;
  /** Callbacks this process delivered and had accepted (sandbox vendors). */
  readonly delivered: number;
};

export const createReportWebhooks = (options: {
  mode: 'sandbox' | 'live';
  env: Record<string, string | undefined>;
  timeoutMs: number;
}): ReportWebhooks => {
  // Sandbox vendors live in this process: one random secret per process unless one is set.
  const sandboxSecret = randomBytes(32).toString('hex');
  const secretFor = (source: ReportAdapterSource) =>
    options.env[webhookSecretVariable(source)] ?? (options.mode === 'sandbox' ? sandboxSecret : null);
  const loopback: ReportWebhooks['loopback'] = { baseUrl: null };
  let delivered = 0;
  return {
    secretFor,
    loopback,
    get delivered() {
      return delivered;
    },
    deliver: async (source, message) => {
      const secret = secretFor(source);
      if (!loopback.baseUrl || !secret) throw new Error('Report callbacks are not reachable');
      const body = JSON.stringify(message);
      const timestamp = epochNow();
      const response = await fetch(`${loopback.baseUrl}/api/webhooks/reports/${source}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`The report callback was refused (${response.status})`);
      delivered += 1;
    },
  };
};
